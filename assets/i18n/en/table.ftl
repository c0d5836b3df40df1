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

## Keys and buttons as hints name them, for the device the player used last ($device is given
## to every message; a hint refers to these as { key-select }).
key-select = { $device ->
    [controller] A
    *[other] Enter
}
key-back = { $device ->
    [controller] B
    *[other] Esc
}
key-arrows = { $device ->
    [controller] d-pad
    *[other] arrows
}
