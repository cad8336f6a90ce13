-- A store's names, website or logo show on every page that lists its prices: a change to the stores
-- table is announced like any other catalogue change (every kept page is forgotten; stores change
-- rarely). A price naming a store not known yet adds it (0012); that insert is announced too.
CREATE TRIGGER stores_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stores
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
