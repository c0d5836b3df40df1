# Words of the shared table, for every game: scoreboard, banner, log and results.

# A seat on the scoreboard: "Red · you", "Blue · hard". $who is one of the values below.
seat-label = { $name } · { $who ->
    [online] aanlyn
    [you] jy
    [player] speler
    [easy] maklik
    [medium] gemiddeld
    [expert] kenner
    *[hard] moeilik
}

# The banner when a match opens, the scoreboard's and results' heading: "Morpyam · Classic".
opening-line = { $game } · { $variant }
match-resumed = Spel hervat
# The title's Resume line: "Morpyam · Classic, 2 players".
match-summary = { $game } · { $variant }, { $players ->
    [one] een speler
    *[other] { $players } spelers
}

## Lists of names: "Red and Blue", "Red, Blue and Green".
list-and = { $a } en { $b }
list-comma = { $a }, { $b }
list-none = niemand

## Why a match ended (after the winner, in the banner, the log and the results).
reason-resignation = oorgawe
reason-board-full = bord vol
reason-two-men = net twee stukke oor
reason-no-move = geen wettige skuif
reason-three-in-a-row = drie op 'n ry
reason-threefold = drievoudige herhaling
reason-repetition = { $n }-voudige herhaling
reason-turns = { $n ->
    [one] { $n } beurt
    *[other] { $n } beurte
}
reason-quiet = { $n ->
    [one] { $n } skuif sonder om 'n stuk te vat
    *[other] { $n } skuiwe sonder om 'n stuk te vat
}
reason-flying-quiet = { $n ->
    [one] { $n } skuif terwyl albei kante vlieg
    *[other] { $n } skuiwe terwyl albei kante vlieg
}
reason-ko = KO
reason-ko-daversa = KO R. D'Aversa
reason-last-token = laaste skyf geplaas
reason-idle = te lank geen skyf geplaas
reason-all-home = al die pionne tuis
reason-first-to = { $n ->
    [one] eerste wat { $n } punt behaal
    *[other] eerste wat { $n } punte behaal
}

## The prompt bar at the foot of the screen: a key or button cap, then what it does (short).
prompt-move = Beweeg
prompt-change = Verander
prompt-select = Kies
prompt-next = Volgende
prompt-back = Terug
prompt-pause = Kieslys

## Keys and buttons as hints name them: the player's own, on the device they used last. Every
## message gets $device ("keyboard", "controller" or "touch") and the names of that device's keys for
## Select ($select), Back ($back) and the four directions ($arrows); hints refer to them as
## { key-select }, { key-back } and { key-arrows }.
key-select = { $select }
key-back = { $back }
key-arrows = { $arrows }
# The four directions when they are the arrow keys, or the d-pad.
keys-arrows = pyltjies
keys-dpad = rigtingknoppe
# Four directions on other keys, in the order up, left, down, right ("W/A/S/D").
keys-four = { $up }/{ $left }/{ $down }/{ $right }
# Two keys on one key cap of the prompt bar ("I/K").
keys-pair = { $a }/{ $b }

## Names of keys, as key caps show them (short). Letters, digits, signs and controller buttons
## are shown as printed on them.
key-enter = Enter
key-escape = Esc
key-space = Spasie
key-backspace = Terugspasie
key-tab = Tab
key-delete = Skrap
key-insert = Voeg in
key-home = Tuis
key-end = Einde
key-page-up = Bladsy op
key-page-down = Bladsy af
key-shift = Skuif
key-ctrl = Ctrl
key-alt = Alt
# A key of the numeric keypad; $key is its sign or name ("Num 5", "Num Enter").
key-numpad = Num { $key }
# A key pressed with Shift, Ctrl or Alt held ("Ctrl+Z").
key-chord = { $modifier }+{ $key }

match-undone = Teruggeneem: jou beurt weer
hint-line = Wenk: { $what }
advice-resign = oorgee
prompt-undo = Ontdoen
prompt-hint = Wenk
touch-tap = Tik
touch-hold = Hou vas
touch-arrows = ‹ ›
