# Words of the shared table, for every game: scoreboard, banner, log and results.

# A seat on the scoreboard: "Red · you", "Blue · hard". $who is one of the values below.
seat-label = { $name } · { $who ->
    [online] online
    [you] you
    [player] player
    [easy] easy
    [medium] medium
    [expert] expert
    *[hard] hard
}

# The banner when a match opens, the scoreboard's and results' heading: "Morpyam · Classic".
opening-line = { $game } · { $variant }
match-resumed = Match resumed
# The banner after an undo: the table is back at the player's previous decision.
match-undone = Taken back: your move again
# A hint in the banner and the log; $what says what to play (below, and in each game's file).
hint-line = Hint: { $what }
advice-resign = resign
# The title's Resume line: "Morpyam · Classic, 2 players".
match-summary = { $game } · { $variant }, { $players ->
    [one] one player
    *[other] { $players } players
}

## Lists of names: "Red and Blue", "Red, Blue and Green".
list-and = { $a } and { $b }
list-comma = { $a }, { $b }
list-none = nobody

## Why a match ended (after the winner, in the banner, the log and the results).
reason-resignation = resignation
reason-board-full = board full
reason-two-men = reduced to two men
reason-no-move = no legal move
reason-three-in-a-row = three in a row
reason-threefold = threefold repetition
reason-repetition = { $n }-fold repetition
reason-turns = { $n } turns
reason-quiet = { $n } moves without a removal
reason-flying-quiet = { $n } moves with both sides flying
reason-ko = KO
reason-ko-daversa = KO R. D'Aversa
reason-last-token = last token placed
reason-idle = no token placed for too long
reason-all-home = all pawns home
reason-first-to = first to { $n } points

## The prompt bar at the foot of the screen: a key or button cap, then what it does (short).
prompt-move = Move
prompt-change = Change
prompt-select = Select
prompt-next = Next
prompt-back = Back
prompt-pause = Menu
prompt-undo = Undo
prompt-hint = Hint
## After a touch, the prompt bar's caps name gestures: a tap, a finger held still (a long
## press), a tap on a value's ‹ › arrows.
touch-tap = Tap
touch-hold = Hold
touch-arrows = ‹ ›

## Keys and buttons as hints name them: the player's own, on the device they used last. Every
## message gets $device ("keyboard", "controller" or "touch") and the names of that device's keys for
## Select ($select), Back ($back) and the four directions ($arrows); hints refer to them as
## { key-select }, { key-back } and { key-arrows }.
key-select = { $select }
key-back = { $back }
key-arrows = { $arrows }
# The four directions when they are the arrow keys, or the d-pad.
keys-arrows = arrows
keys-dpad = d-pad
# Four directions on other keys, in the order up, left, down, right ("W/A/S/D").
keys-four = { $up }/{ $left }/{ $down }/{ $right }
# Two keys on one key cap of the prompt bar ("I/K").
keys-pair = { $a }/{ $b }

## Names of keys, as key caps show them (short). Letters, digits, signs and controller buttons
## are shown as printed on them.
key-enter = Enter
key-escape = Esc
key-space = Space
key-backspace = Backspace
key-tab = Tab
key-delete = Delete
key-insert = Insert
key-home = Home
key-end = End
key-page-up = Page Up
key-page-down = Page Down
key-shift = Shift
key-ctrl = Ctrl
key-alt = Alt
# A key of the numeric keypad; $key is its sign or name ("Num 5", "Num Enter").
key-numpad = Num { $key }
# A key pressed with Shift, Ctrl or Alt held ("Ctrl+Z").
key-chord = { $modifier }+{ $key }
