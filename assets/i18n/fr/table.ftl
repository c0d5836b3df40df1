# Words of the shared table, for every game: scoreboard, banner, log and results.

# A seat on the scoreboard: "Red · you", "Blue · hard". $who is one of the values below.
seat-label = { $name } · { $who ->
    [online] en ligne
    [you] vous
    [player] joueur
    [easy] facile
    [medium] moyen
    [expert] expert
    *[hard] difficile
}

# The banner when a match opens, the scoreboard's and results' heading: "Morpyam · Classic".
opening-line = { $game } · { $variant }
match-resumed = Partie reprise
# The title's Resume line: "Morpyam · Classic, 2 players".
match-summary = { $game } · { $variant }, { $players ->
    [one] un joueur
    *[other] { $players } joueurs
}

## Lists of names: "Red and Blue", "Red, Blue and Green".
list-and = { $a } et { $b }
list-comma = { $a }, { $b }
list-none = personne

## Why a match ended (after the winner, in the banner, the log and the results).
reason-resignation = abandon
reason-board-full = plateau plein
reason-two-men = réduit à deux pions
reason-no-move = aucun coup possible
reason-three-in-a-row = trois alignés
reason-threefold = triple répétition
reason-repetition = position répétée { $n } fois
reason-turns = { $n ->
    [one] { $n } tour
    *[other] { $n } tours
}
reason-quiet = { $n ->
    [one] { $n } coup sans prise
    *[other] { $n } coups sans prise
}
reason-flying-quiet = { $n ->
    [one] { $n } coup avec les deux camps en vol
    *[other] { $n } coups avec les deux camps en vol
}
reason-ko = KO
reason-ko-daversa = KO R. D'Aversa
reason-last-token = dernier jeton posé
reason-idle = aucun jeton posé depuis trop longtemps
reason-all-home = tous les pions à la Maison
reason-first-to = { $n ->
    [one] premier à { $n } point
    *[other] premier à { $n } points
}

## The prompt bar at the foot of the screen: a key or button cap, then what it does (short).
prompt-move = Déplacer
prompt-change = Changer
prompt-select = Valider
prompt-next = Suivant
prompt-back = Retour
prompt-pause = Menu

## Keys and buttons as hints name them: the player's own, on the device they used last. Every
## message gets $device ("keyboard", "controller" or "touch") and the names of that device's keys for
## Select ($select), Back ($back) and the four directions ($arrows); hints refer to them as
## { key-select }, { key-back } and { key-arrows }.
key-select = { $select }
key-back = { $back }
key-arrows = { $arrows }
# The four directions when they are the arrow keys, or the d-pad.
keys-arrows = flèches
keys-dpad = croix directionnelle
# Four directions on other keys, in the order up, left, down, right ("W/A/S/D").
keys-four = { $up }/{ $left }/{ $down }/{ $right }
# Two keys on one key cap of the prompt bar ("I/K").
keys-pair = { $a }/{ $b }

## Names of keys, as key caps show them (short). Letters, digits, signs and controller buttons
## are shown as printed on them.
key-enter = Entrée
key-escape = Échap
key-space = Espace
key-backspace = Retour arrière
key-tab = Tab
key-delete = Suppr
key-insert = Inser
key-home = Origine
key-end = Fin
key-page-up = Page préc.
key-page-down = Page suiv.
key-shift = Maj
key-ctrl = Ctrl
key-alt = Alt
# A key of the numeric keypad; $key is its sign or name ("Num 5", "Num Enter").
key-numpad = Pavé { $key }
# A key pressed with Shift, Ctrl or Alt held ("Ctrl+Z").
key-chord = { $modifier }+{ $key }

match-undone = Coup repris : à vous de jouer
hint-line = Conseil : { $what }
advice-resign = abandonner
prompt-undo = Annuler
prompt-hint = Conseil
touch-tap = Touchez
touch-hold = Appui long
touch-arrows = ‹ ›
