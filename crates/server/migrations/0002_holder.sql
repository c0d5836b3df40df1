-- Which server process holds a room in memory, and since when (seconds since 1970). Several
-- servers may share one database behind a proxy; a server that finds another has loaded a room it
-- holds lets the room go, and its players reconnect to the one that holds it now.
ALTER TABLE rooms ADD COLUMN holder TEXT;
ALTER TABLE rooms ADD COLUMN held_at BIGINT NOT NULL DEFAULT 0;
CREATE INDEX rooms_held ON rooms (held_at);
