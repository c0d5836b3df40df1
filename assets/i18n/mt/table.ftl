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
    *[other] vleġeġ
}
