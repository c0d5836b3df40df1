-- A room: its game, variant and seat plans; `number` is its current match (0 before the first).
CREATE TABLE rooms (
    code TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    variant TEXT NOT NULL,
    plans TEXT NOT NULL,
    created BIGINT NOT NULL,
    number BIGINT NOT NULL DEFAULT 0,
    closed BIGINT NOT NULL DEFAULT 0
);

-- A person's seat, taken by the holder of its token.
CREATE TABLE seats (
    room TEXT NOT NULL,
    seat BIGINT NOT NULL,
    token TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    standing_in TEXT,
    PRIMARY KEY (room, seat)
);

-- A match of a room: the seed of its generator, and what it stands at (for the lists of open
-- matches, which do not replay the log).
CREATE TABLE matches (
    room TEXT NOT NULL,
    number BIGINT NOT NULL,
    format BIGINT NOT NULL,
    seed BIGINT NOT NULL,
    players BIGINT NOT NULL,
    actions BIGINT NOT NULL DEFAULT 0,
    to_act BIGINT,
    over BIGINT NOT NULL DEFAULT 0,
    outcome TEXT,
    updated BIGINT NOT NULL,
    PRIMARY KEY (room, number)
);
CREATE INDEX matches_open ON matches (over, updated);

-- Every decision of a match, in order. The key means a decision number is appended once.
CREATE TABLE decisions (
    room TEXT NOT NULL,
    number BIGINT NOT NULL,
    n BIGINT NOT NULL,
    seat BIGINT NOT NULL,
    action TEXT NOT NULL,
    throw TEXT,
    made BIGINT NOT NULL,
    PRIMARY KEY (room, number, n)
);
