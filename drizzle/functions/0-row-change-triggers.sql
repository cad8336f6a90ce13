-- One way to give a table statement triggers that read its changed rows (transition tables): an
-- insert trigger sees `new_rows`, an update trigger `old_rows` and `new_rows`, a delete trigger
-- `old_rows`, each calling the same function once per statement. Used by the figure, family and
-- change-notice files; this file's name sorts first so the others can call it.
-- Applied after the migrations at every start (docs/decisions/0023-migrations-and-sql-functions.md).
CREATE OR REPLACE FUNCTION create_row_change_triggers(target regclass, prefix text, handler regproc)
RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER INSERT ON %s '
    'REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %s()',
    prefix || '_insert', target, handler);
  EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER UPDATE ON %s '
    'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %s()',
    prefix || '_update', target, handler);
  EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER DELETE ON %s '
    'REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %s()',
    prefix || '_delete', target, handler);
END $$;
