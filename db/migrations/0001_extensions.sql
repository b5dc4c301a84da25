-- Trigram indexes let search find part of a word ("massa" finds "massasje").
CREATE EXTENSION IF NOT EXISTS pg_trgm;
