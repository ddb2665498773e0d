import * as migration_20261122_145733_initial from './20261122_145733_initial';
import * as migration_20261122_175714_site_chrome from './20261122_175714_site_chrome';
import * as migration_20261123_132107_link_labels_untranslated from './20261123_132107_link_labels_untranslated';
import * as migration_20261124_030711_page_autosave from './20261124_030711_page_autosave';
import * as migration_20261124_054829_content_pages from './20261124_054829_content_pages';
import * as migration_20261124_071500_list_indexes from './20261124_071500_list_indexes';
import * as migration_20261124_071604_sort_names from './20261124_071604_sort_names';
import * as migration_20261124_085319_search_index from './20261124_085319_search_index';
import * as migration_20261124_085400_search_tables from './20261124_085400_search_tables';
import * as migration_20261124_114400_media_storage_fields from './20261124_114400_media_storage_fields';
import * as migration_20261124_115708_job_queue from './20261124_115708_job_queue';
import * as migration_20261124_133048_contact_forms from './20261124_133048_contact_forms';
import * as migration_20261124_211401_products_reviews_comments from './20261124_211401_products_reviews_comments';
import * as migration_20261124_211500_product_indexes from './20261124_211500_product_indexes';
import * as migration_20261127_184610_login_throttle from './20261127_184610_login_throttle';
import * as migration_20261207_102527_wordpress_import from './20261207_102527_wordpress_import';

export const migrations = [
  {
    up: migration_20261122_145733_initial.up,
    down: migration_20261122_145733_initial.down,
    name: '20261122_145733_initial',
  },
  {
    up: migration_20261122_175714_site_chrome.up,
    down: migration_20261122_175714_site_chrome.down,
    name: '20261122_175714_site_chrome',
  },
  {
    up: migration_20261123_132107_link_labels_untranslated.up,
    down: migration_20261123_132107_link_labels_untranslated.down,
    name: '20261123_132107_link_labels_untranslated',
  },
  {
    up: migration_20261124_030711_page_autosave.up,
    down: migration_20261124_030711_page_autosave.down,
    name: '20261124_030711_page_autosave',
  },
  {
    up: migration_20261124_054829_content_pages.up,
    down: migration_20261124_054829_content_pages.down,
    name: '20261124_054829_content_pages',
  },
  {
    up: migration_20261124_071500_list_indexes.up,
    down: migration_20261124_071500_list_indexes.down,
    name: '20261124_071500_list_indexes',
  },
  {
    up: migration_20261124_071604_sort_names.up,
    down: migration_20261124_071604_sort_names.down,
    name: '20261124_071604_sort_names',
  },
  {
    up: migration_20261124_085319_search_index.up,
    down: migration_20261124_085319_search_index.down,
    name: '20261124_085319_search_index',
  },
  {
    up: migration_20261124_085400_search_tables.up,
    down: migration_20261124_085400_search_tables.down,
    name: '20261124_085400_search_tables',
  },
  {
    up: migration_20261124_114400_media_storage_fields.up,
    down: migration_20261124_114400_media_storage_fields.down,
    name: '20261124_114400_media_storage_fields',
  },
  {
    up: migration_20261124_115708_job_queue.up,
    down: migration_20261124_115708_job_queue.down,
    name: '20261124_115708_job_queue',
  },
  {
    up: migration_20261124_133048_contact_forms.up,
    down: migration_20261124_133048_contact_forms.down,
    name: '20261124_133048_contact_forms',
  },
  {
    up: migration_20261124_211401_products_reviews_comments.up,
    down: migration_20261124_211401_products_reviews_comments.down,
    name: '20261124_211401_products_reviews_comments',
  },
  {
    up: migration_20261124_211500_product_indexes.up,
    down: migration_20261124_211500_product_indexes.down,
    name: '20261124_211500_product_indexes',
  },
  {
    up: migration_20261127_184610_login_throttle.up,
    down: migration_20261127_184610_login_throttle.down,
    name: '20261127_184610_login_throttle',
  },
  {
    up: migration_20261207_102527_wordpress_import.up,
    down: migration_20261207_102527_wordpress_import.down,
    name: '20261207_102527_wordpress_import'
  },
];
