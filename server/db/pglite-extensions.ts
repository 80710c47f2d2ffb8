import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

/**
 * The contrib extensions the migrations create (0008: search's trigram indexes and accent-free
 * text search configurations). PGlite ships them in its package but loads only those handed to
 * its constructor, so every PGlite opened on our data directory or template must get these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };
