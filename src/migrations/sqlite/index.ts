import * as migration_20261122_145809_initial from './20261122_145809_initial';

export const migrations = [
  {
    up: migration_20261122_145809_initial.up,
    down: migration_20261122_145809_initial.down,
    name: '20261122_145809_initial'
  },
];
