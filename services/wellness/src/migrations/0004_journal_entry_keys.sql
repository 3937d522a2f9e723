-- Hand-written note: entries written before this keep encryption_key empty and read as before; the service gives
-- each a key of its own (the field-key-rotation job soon after the start, or the entry's next change), since the
-- database never sees FIELD_ENCRYPTION_KEY (journal.repository.ts, ADR 0022).
ALTER TABLE "wellness"."journal_entries" ADD COLUMN "encryption_key" text;