# Morfals: two tribes by a river place figures in the column their three 1-2-3 dice name, and eat
# the rival's figures they sandwich. The tribes' names, Jusqualos and Sang-Zarète, are the game's
# own: they stay the same in every language. Where a sentence says "the { $name }", $name is one
# of these two (a whole tribe: plural).

## The tribes, on the scoreboard, the setup screen, the results and inside the lines below.
morfals-seat-jusqualos = Jusqualos
morfals-seat-sang-zarete = Sang-Zarète

## Scoreboard: the short line under a tribe's name.
morfals-seat-detail = { $left } te plaatsen · { $on } op het bord · ronde { $round }

## Results screen: one line per round played, with the running score ($first: the Jusqualos',
## $second: the Sang-Zarète's).
morfals-result-round = Ronde { $round }: de { $name } +{ $points } · { $first } tegen { $second }

## Turn panel, beside the board. Buttons (about 200 pixels wide).
morfals-throw = Gooien
morfals-next-round = Volgende ronde

## Turn panel: its title line, who is to act.
morfals-panel-over = De partij is voorbij
morfals-panel-thinking = De { $name } denken na…
morfals-panel-your-turn = { $name } · jouw beurt
morfals-panel-to-play = De { $name } zijn aan de beurt

## Turn panel: the status line.
morfals-panel-status = Ronde { $round } · tot { $target ->
    [one] { $target } punt
   *[other] { $target } punten
}

## Turn panel: the detail line. The three dice thrown and the column their sum names; the
## winner of the round just over.
morfals-panel-dice = { $a } + { $b } + { $c }: kolom { $column }
morfals-panel-round-won = De { $name } hebben de ronde gewonnen

## Turn panel: the hint for the human to act, one short sentence.
## Keys are named by { key-select }, { key-back } and { key-arrows } (table.ftl), per $device;
## after a touch ($device is "touch") a hint names taps and drags instead.
morfals-hint-throw = Houd Gooien ingedrukt, zwiep om te richten, laat los.
morfals-hint-place = { $device ->
    [touch] Tik op een oplichtend vak om de figuur daar te zetten.
   *[other] Zet de figuur op een oplichtend vak (klik, of { key-arrows } + { key-select }).
}
morfals-hint-next-round = { $device ->
    [touch] Tik op Volgende ronde: het bord wordt leeggemaakt.
   *[other] Druk op Volgende ronde: het bord wordt leeggemaakt.
}

## Log (the last lines of the table, small): a throw ("Jusqualos throw 1-3-2: column 6"), a
## figure placed ($square is the column and row, "6/4"), figures in the river left uneaten.
morfals-log-throw = { $name } gooien { $a }-{ $b }-{ $c }: kolom { $column }
morfals-log-placed = De { $name } zetten een figuur op { $square }
morfals-log-safe = { $n ->
    [one] { $n } figuur in de rivier blijft gespaard
   *[other] { $n } figuren in de rivier blijven gespaard
}

## Banner across the table (and the log): what happened, a short line.
# The dice came up 1, 2 and 3 in some order: the turn passes.
morfals-pass-one-two-three = 1-2-3! De { $name } passen
morfals-pass-full-column = De kolom is vol: de { $name } passen
morfals-eaten = De { $name } eten een figuur op { $square }!
morfals-last-figure = Laatste figuur! De { $name } hebben er nog één
# Three equal dice: the tribe places and throws again.
morfals-again-triple = Drie gelijke! De { $name } spelen nog eens
morfals-again-full-column = De kolom is vol: de { $name } gooien opnieuw
# $points: one per figure left in the loser's reserve; $first and $second: the match score, the
# Jusqualos' first.
morfals-round-won = De { $name } winnen ronde { $round }: +{ $points } · { $first } tegen { $second }
# Also the banner when a match opens (round 1).
morfals-round-started = Ronde { $round } · de { $name } beginnen
morfals-resigned = De { $name } geven op

## Rules panel of the pause menu: (heading, paragraph) pairs, written from the level's options.
morfals-rules-goal = Doel
morfals-rules-goal-text =
    Twee stammen, de { $first } en de { $second }, elk met { $figures ->
        [one] { $figures } figuur
       *[other] { $figures } figuren
    }. Plaats al je figuren om de ronde te winnen; wie als eerste { $target ->
        [one] { $target } punt
       *[other] { $target } punten
    } haalt, wint de partij.
morfals-rules-turn = Jouw beurt
# $columns: the columns' labels, the dice sums, "3, 4, 5, 6, 7, 8, 9".
morfals-rules-turn-text =
    Gooi de drie dobbelstenen (1 tot 3 ogen). De som bepaalt de kolom ({ $columns }): zet je volgende figuur op een leeg vak in die kolom. Bij 1-2-3, in welke volgorde ook, gaat de beurt over; bij drie gelijke plaats je en speel je nog eens.
morfals-rules-full-column = Volle kolom
morfals-rules-full-column-text = { $rule ->
    [roll-again] Is de kolom van de som vol, gooi dan opnieuw.
   *[pass] Is de kolom van de som vol, dan gaat de beurt over.
}
morfals-rules-eating = Opeten
# $wrap: whether lines continue across the board's edges, in every direction, only up and down
# the columns, or not at all.
morfals-rules-eating-text =
    Alleen de figuur die net geplaatst is, eet: in elk van de 8 richtingen worden de figuren van de tegenstander die op een rij tussen die figuur en een van jouw figuren staan opgegeten; ze gaan terug naar de voorraad van hun eigenaar.{ $wrap ->
        [all] {" "}Een lijn mag aan één rand van het bord verdwijnen en aan de overkant verdergaan, in elke richting.
        [columns] {" "}Een lijn omhoog of omlaag in een kolom mag aan het ene eind verdwijnen en aan het andere verdergaan.
       *[none] {""}
    } Een figuur tussen twee vijanden zetten is veilig.
morfals-rules-river = De rivier
# $river: the river's column labels ("6"); $count: how many there are.
morfals-rules-river-text =
    Een figuur in de rivier ({ $count ->
        [one] kolom
       *[other] kolommen
    } { $river }) kan niet worden opgegeten, maar kan wel helpen insluiten. { $rule ->
        [blocks] Een rivierfiguur in een lijn beschermt de hele lijn.
       *[closes] Een rivierfiguur in een lijn blijft staan; de andere worden opgegeten.
    }
morfals-rules-rounds = Rondes
morfals-rules-rounds-text =
    De winnaar van de ronde krijgt een punt per figuur die nog in de voorraad van de verliezer zit. { $starter ->
        [winner] De winnaar begint de volgende ronde.
        [alternate] Wie de ronde begint, wisselt elke ronde.
       *[loser] De verliezer begint de volgende ronde.
    }

morfals-advice-roll = gooi de dobbelstenen
morfals-advice-place = zet de figuur op { $square }
morfals-advice-next-round = begin de volgende ronde
