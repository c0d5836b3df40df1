# Words of the shared table, for every game: scoreboard, banner, log and results.

# A seat on the scoreboard: "Red · you", "Blue · hard". $who is one of the values below.
seat-label = { $name } · { $who ->
    [online] fuq l-internet
    [you] int
    [player] plejer
    [easy] faċli
    [medium] medju
    [expert] espert
    *[hard] diffiċli
}

# The banner when a match opens, the scoreboard's and results' heading: "Morpyam · Classic".
opening-line = { $game } · { $variant }
match-resumed = Il-logħba tkompliet
# The banner after an undo: the table is back at the player's previous decision.
match-undone = Imħassra: erġa' imissek
# A hint in the banner and the log; $what says what to play (below, and in each game's file).
hint-line = Ħjiel: { $what }
advice-resign = ċedi
# The title's Resume line: "Morpyam · Classic, 2 players".
match-summary = { $game } · { $variant }, { $players ->
    [one] plejer wieħed
    [two] { $players } plejers
    [few] { $players } plejers
    [many] { $players }-il plejer
    *[other] { $players } plejer
}

## Lists of names: "Red and Blue", "Red, Blue and Green".
list-and = { $a } u { $b }
list-comma = { $a }, { $b }
list-none = ħadd

## Why a match ended (after the winner, in the banner, the log and the results).
reason-resignation = irtirar
reason-board-full = bord mimli
reason-two-men = baqgħu biss żewġ biċċiet
reason-no-move = l-ebda mossa legali
reason-three-in-a-row = tlieta f'ringiela
reason-threefold = pożizzjoni ripetuta tliet darbiet
reason-repetition = pożizzjoni ripetuta { $n ->
    [one] { $n } darba
    [two] { $n } darbiet
    [few] { $n } darbiet
    [many] { $n }-il darba
    *[other] { $n } darba
}
reason-turns = { $n ->
    [one] { $n } dawra
    [two] { $n } dawriet
    [few] { $n } dawriet
    [many] { $n }-il dawra
    *[other] { $n } dawra
}
reason-quiet = { $n ->
    [one] { $n } mossa mingħajr tneħħija
    [two] { $n } mossi mingħajr tneħħija
    [few] { $n } mossi mingħajr tneħħija
    [many] { $n }-il mossa mingħajr tneħħija
    *[other] { $n } mossa mingħajr tneħħija
}
reason-flying-quiet = { $n ->
    [one] { $n } mossa biż-żewġ naħat itiru
    [two] { $n } mossi biż-żewġ naħat itiru
    [few] { $n } mossi biż-żewġ naħat itiru
    [many] { $n }-il mossa biż-żewġ naħat itiru
    *[other] { $n } mossa biż-żewġ naħat itiru
}
reason-ko = KO
reason-ko-daversa = KO R. D'Aversa
reason-last-token = l-aħħar gettun tqiegħed
reason-idle = l-ebda gettun ma tqiegħed għal żmien twil
reason-all-home = il-pedini kollha d-dar
reason-first-to = { $n ->
    [one] l-ewwel li laħaq { $n } punt
    [two] l-ewwel li laħaq { $n } punti
    [few] l-ewwel li laħaq { $n } punti
    [many] l-ewwel li laħaq { $n }-il punt
    *[other] l-ewwel li laħaq { $n } punt
}

## The prompt bar at the foot of the screen: a key or button cap, then what it does (short).
prompt-move = Ċaqlaq
prompt-change = Biddel
prompt-select = Agħżel
prompt-next = Li jmiss
prompt-back = Lura
prompt-pause = Menu
prompt-undo = Ħassar
prompt-hint = Ħjiel
touch-tap = Mess
touch-hold = Żomm
touch-arrows = ‹ ›

## Keys and buttons as hints name them: the player's own, on the device they used last. Every
## message gets $device ("keyboard", "controller" or "touch") and the names of that device's keys for
## Select ($select), Back ($back) and the four directions ($arrows); hints refer to them as
## { key-select }, { key-back } and { key-arrows }.
key-select = { $select }
key-back = { $back }
key-arrows = { $arrows }
# The four directions when they are the arrow keys, or the d-pad.
keys-arrows = vleġeġ
keys-dpad = d-pad
# Four directions on other keys, in the order up, left, down, right ("W/A/S/D").
keys-four = { $up }/{ $left }/{ $down }/{ $right }
# Two keys on one key cap of the prompt bar ("I/K").
keys-pair = { $a }/{ $b }

## Names of keys, as key caps show them (short). Letters, digits, signs and controller buttons
## are shown as printed on them.
key-enter = Enter
key-escape = Esc
key-space = Spazju
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
