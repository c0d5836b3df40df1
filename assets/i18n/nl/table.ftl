# Words of the shared table, for every game: scoreboard, banner, log and results.

# A seat on the scoreboard: "Red · you", "Blue · hard". $who is one of the values below.
seat-label = { $name } · { $who ->
    [online] online
    [you] jij
    [player] speler
    [easy] makkelijk
    [medium] gemiddeld
    [expert] expert
    *[hard] moeilijk
}

# The banner when a match opens, the scoreboard's and results' heading: "Morpyam · Classic".
opening-line = { $game } · { $variant }
match-resumed = Partij hervat
# The title's Resume line: "Morpyam · Classic, 2 players".
match-summary = { $game } · { $variant }, { $players ->
    [one] één speler
    *[other] { $players } spelers
}

## Lists of names: "Red and Blue", "Red, Blue and Green".
list-and = { $a } en { $b }
list-comma = { $a }, { $b }
list-none = niemand

## Why a match ended (after the winner, in the banner, the log and the results).
reason-resignation = opgave
reason-board-full = bord vol
reason-two-men = nog maar twee stenen
reason-no-move = geen geldige zet
reason-three-in-a-row = drie op een rij
reason-threefold = drievoudige herhaling
reason-repetition = { $n }-voudige herhaling
reason-turns = { $n } beurten
reason-quiet = { $n } zetten zonder te slaan
reason-flying-quiet = { $n } zetten waarin beide spelers springen
reason-ko = KO
reason-ko-daversa = KO R. D'Aversa
reason-last-token = laatste fiche geplaatst
reason-idle = te lang geen fiche geplaatst
reason-all-home = alle pionnen thuis
reason-first-to = als eerste { $n } punten

## The prompt bar at the foot of the screen: a key or button cap, then what it does (short).
prompt-move = Verplaatsen
prompt-change = Wijzigen
prompt-select = Kiezen
prompt-next = Volgende
prompt-back = Terug
prompt-pause = Menu

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
    [controller] D-pad
    *[other] pijltjes
}

match-undone = Teruggenomen: jij bent weer aan zet
hint-line = Tip: { $what }
advice-resign = opgeven
prompt-undo = Terug
prompt-hint = Tip
