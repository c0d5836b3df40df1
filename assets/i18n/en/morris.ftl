# Nine Men's Morris (with Six, Twelve Men's Morris and Morabaraba).
# $point, $from, $to: a point of the board by its coordinate ("d7"), never translated.

## The two sides (scoreboard, turn panel, banners, log): light men and dark men.

morris-seat-white = White
morris-seat-black = Black

## Scoreboard: the short line under a side's name, made of the parts below joined by
## morris-detail-join ("3 to place · 5 on the board · 2 lost · flies"). Keep it short.

morris-detail-to-place = { $n } to place
morris-detail-on-board = { $n } on the board
morris-detail-lost = { $n } lost
# The side is down to its last men and may move a man to any empty point.
morris-detail-flies = flies
morris-detail-join = { $a } · { $b }

## Banner when a new match opens. $variant: the variant's name ("Nine Men's Morris").

morris-opening = { $variant } · White begins

## Turn panel, first line: whose turn it is. $name: a side's name.

morris-turn-over = The match is over
morris-turn-thinking = { $name } is thinking…
# Only one person plays at this table, and it is their turn.
morris-turn-yours = { $name } · your turn
morris-turn-to-play = { $name } to play

## Turn panel, second line: what the side to play does now.
## $opponent: the name of the side whose men may be taken.

morris-status-place = Placing: { $n ->
        [one] { $n } man
       *[other] { $n } men
    } left to place
morris-status-slide = Moving: slide a man along a line
morris-status-fly = Flying: move a man to any empty point
morris-status-remove = Removal: take { $n ->
        [one] one
       *[other] { $n }
    } of { $opponent }'s men

## Turn panel, third line: the draw rules close to ending the match, joined by
## morris-detail-join. $n: the count so far; $limit: the count that draws the match.

morris-counter-repetition = Position repeated { $n } of { $limit } times
morris-counter-no-removal = { $n } of { $limit } moves without a removal
# Both sides are down to their last men and fly.
morris-counter-endgame = Both flying: { $n } of { $limit } moves
morris-counter-turns = Turn { $n } of { $limit }

## Turn panel, last line: a hint for the person deciding (mouse, arrows and Enter, or a
## controller).
## Keys are named by { key-select }, { key-back } and { key-arrows } (table.ftl), per $device;
## after a touch ($device is "touch") a hint names taps and drags instead.

morris-hint-place = { $device ->
    [touch] Tap a lit point.
   *[other] Click a lit point, or walk the lines with the { key-arrows } and press { key-select }.
}
morris-hint-remove = Take one of the lit men (men in a mill only when all are in mills).
morris-hint-put-down = { $device ->
    [touch] Tap a lit point to put it there; tap the man again to put it back.
   *[other] Put it on a lit point; { key-back } puts it back.
}
morris-hint-pick-up = { $device ->
    [touch] Tap a lit man, then where it goes; or drag it.
   *[other] Pick up a lit man (click or { key-select }), then choose where it goes; or drag it.
}

## Banner (and log): a mill is closed, a side starts to fly, a side resigns.
## $name: the side that acts.

# The opponent ($name) has no man on the board that could be taken.
morris-banner-mill-nothing = Mill! { $name } has no man on the board to take
morris-banner-mill = Mill! { $name } takes a man
# Two mills (or more) closed by one move; $n: the men to take.
morris-banner-double-mill = Double mill! { $name } takes { $n ->
        [one] a man
       *[other] { $n } men
    }
# $n: how few men a side has when it may fly.
morris-banner-flying = { $name } is down to { $n ->
        [one] { $n } man
       *[other] { $n } men
    }: { $name } flies
morris-banner-resigns = { $name } resigns
morris-banner-row = Three in a row! { $name } wins

## Log (the last lines of the match beside the table). $name: the side that acts.

morris-log-placed = { $name } places a man on { $point }
# $flying: yes when the man flies to any empty point, no when it slides along a line.
morris-log-moved = { $name } { $flying ->
        [yes] flies
       *[no] moves
    } { $from } to { $to }
# $mills: the points of the mills closed ("a1-a4-a7 and a7-d7-g7"), joined by morris-log-mills-and.
morris-log-closes = { $name } closes { $mills }
morris-log-mills-and = { $a } and { $b }
# $victim: the side whose man is taken.
morris-log-removed = { $name } takes { $victim }'s man from { $point }

## Rules panel (pause menu): a heading and a paragraph per section, written from the variant's
## options.

morris-rules-goal-heading = Goal
morris-rules-goal = Each player has { $men ->
        [one] { $men } man
       *[other] { $men } men
    }. Leave your opponent with two men, or with no legal move, and you win.

morris-rules-placing-heading = Placing
morris-rules-placing = White begins. Players take turns putting a man on any empty point of the { $points } points, until all men are placed.

morris-rules-moving-heading = Moving
morris-rules-moving = Then each turn slides one of your men along a line to the next empty point.

morris-rules-mills-heading = Mills
# $removal: per-mill when each mill closed at once takes a man, one otherwise.
morris-rules-mills = Three of your men in a row along a line make a mill. Closing a mill, by placing or by moving, lets you { $removal ->
        [per-mill] remove one of your opponent's men for each mill closed
       *[one] remove one of your opponent's men
    }. A man in a mill may be taken only when all of that player's men are in mills.

morris-rules-flying-heading = Flying
morris-rules-flying = A player with only { $n ->
        [one] { $n } man
       *[other] { $n } men
    } left may move a man to any empty point, not just along a line.

morris-rules-draws-heading = Draws
# $conditions: the variant's draw conditions below, joined by morris-rules-draws-or.
morris-rules-draws = The game is drawn when { $conditions }.
morris-rules-draws-or = { $a }; or when { $b }
morris-rules-draw-full-board = the placing fills the board
morris-rules-draw-repetition = the same position occurs { $n } times with the same player to move
morris-rules-draw-no-removal = { $n ->
        [one] { $n } move
       *[other] { $n } moves
    } each pass without a man being taken
morris-rules-draw-endgame = both players fly and { $n ->
        [one] { $n } move
       *[other] { $n } moves
    } each pass without a man being taken
morris-rules-draw-turns = { $n ->
        [one] { $n } turn has
       *[other] { $n } turns have
    } been played

# Three Men's Morris: a row wins at once. $lines: diagonals when rows may run corner to corner, straight otherwise.
morris-rules-goal-row = Each player has { $men ->
        [one] { $men } man
       *[other] { $men } men
    }. Make a row of three along a line, { $lines ->
        [diagonals] across, down or corner to corner,
       *[straight] across or down,
    } and you win at once, while placing too; no man is ever taken. A player with no legal move loses.
morris-rules-moving-anywhere = Then each turn moves one of your men to any empty point.
morris-rules-draw-moves = { $n ->
        [one] { $n } move
       *[other] { $n } moves
    } each are played after the placing

morris-rules-no-return-heading = Moving back
morris-rules-no-return = A man that broke a mill and closed another may not go straight back to close the first one again on its next move.

# The game's name over its scoreboard and results, before the variant's name (which names the
# number of men): "Morris · Nine Men's Morris".
morris-title = Morris

## Hints (after "Hint: "): the hard computer player's choice, by the points' coordinates.
morris-advice-place = place a man on { $point }
morris-advice-move = move the man on { $from } to { $to }
morris-advice-remove = take the man on { $point }
# $move: one of the above, when it closes a mill.
morris-advice-mill = { $move }: it forms a mill
morris-advice-row = { $move }: three in a row wins
