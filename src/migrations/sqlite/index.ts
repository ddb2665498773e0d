import * as migration_20261122_145809_initial from './20261122_145809_initial';
import * as migration_20261122_175704_site_chrome from './20261122_175704_site_chrome';

export const migrations = [
  {
    up: migration_20261122_145809_initial.up,
    down: migration_20261122_145809_initial.down,
    name: '20261122_145809_initial',
  },
  {
    up: migration_20261122_175704_site_chrome.up,
    down: migration_20261122_175704_site_chrome.down,
    name: '20261122_175704_site_chrome'
  },
];
