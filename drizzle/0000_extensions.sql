-- Extensions the schema relies on: pg_trgm for fuzzy, Arabic-aware product search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
