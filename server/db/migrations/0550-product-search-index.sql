-- The catalogue's search matches every word anywhere in a product's folded names
-- (`search_norm like '%word%'`, server/catalogue/products.ts). Without an index that reads every
-- product; a trigram index finds the few that hold a word's three-letter pieces, in Arabic as in
-- English. pg_trgm ships with PostgreSQL (a trusted extension: the database's owner may create
-- it) and with PGlite, which opens with it loaded (server/db/database.ts).
create extension if not exists pg_trgm;
create index if not exists products_search_norm on products using gin (search_norm gin_trgm_ops);
