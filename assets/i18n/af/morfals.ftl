# Morfals: two tribes by a river place figures in the column their three 1-2-3 dice name, and eat
# the rival's figures they sandwich. The tribes' names, Jusqualos and Sang-Zarète, are the game's
# own: they stay the same in every language. Where a sentence says "the { $name }", $name is one
# of these two (a whole tribe: plural).

## The tribes, on the scoreboard, the setup screen, the results and inside the lines below.
morfals-seat-jusqualos = Jusqualos
morfals-seat-sang-zarete = Sang-Zarète

## Scoreboard: the short line under a tribe's name.
morfals-seat-detail = { $left } om te plaas · { $on } op die bord · rondte { $round }

## Results screen: one line per round played, with the running score ($first: the Jusqualos',
## $second: the Sang-Zarète's).
morfals-result-round = Rondte { $round }: die { $name } +{ $points } · { $first } teen { $second }

## Turn panel, beside the board. Buttons (about 200 pixels wide).
morfals-throw = Gooi die dobbelstene
morfals-next-round = Volgende rondte

## Turn panel: its title line, who is to act.
morfals-panel-over = Die spel is verby
morfals-panel-thinking = Die { $name } dink…
morfals-panel-your-turn = { $name } · jou beurt
morfals-panel-to-play = Die { $name } se beurt

## Turn panel: the status line.
morfals-panel-status = Rondte { $round } · speel tot { $target ->
    [one] { $target } punt
   *[other] { $target } punte
}

## Turn panel: the detail line. The three dice thrown and the column their sum names; the
## winner of the round just over.
morfals-panel-dice = { $a } + { $b } + { $c }: kolom { $column }
morfals-panel-round-won = Die { $name } het die rondte gewen

## Turn panel: the hint for the human to act, one short sentence.
## Keys are named by { key-select }, { key-back } and { key-arrows } (table.ftl), per $device;
## after a touch ($device is "touch") a hint names taps and drags instead.
morfals-hint-throw = Hou Gooi ingedruk, swiep om te mik, los.
morfals-hint-place = { $device ->
    [touch] Tik op 'n verligte blokkie om die figuur daar te plaas.
   *[other] Plaas die figuur op 'n verligte blokkie (klik, of { key-arrows } + { key-select }).
}
morfals-hint-next-round = { $device ->
    [touch] Tik Volgende rondte: die bord word skoongemaak.
   *[other] Druk Volgende rondte: die bord word skoongemaak.
}

## Log (the last lines of the table, small): a throw ("Jusqualos throw 1-3-2: column 6"), a
## figure placed ($square is the column and row, "6/4"), figures in the river left uneaten.
morfals-log-throw = { $name } gooi { $a }-{ $b }-{ $c }: kolom { $column }
morfals-log-placed = Die { $name } plaas 'n figuur op { $square }
morfals-log-safe = { $n ->
    [one] { $n } figuur in die rivier bly gespaar
   *[other] { $n } figure in die rivier bly gespaar
}

## Banner across the table (and the log): what happened, a short line.
# The dice came up 1, 2 and 3 in some order: the turn passes.
morfals-pass-one-two-three = 1-2-3! Die { $name } pas
morfals-pass-full-column = Die kolom is vol: die { $name } pas
morfals-eaten = Die { $name } verslind 'n figuur op { $square }!
morfals-last-figure = Laaste figuur! Die { $name } het net een oor
# Three equal dice: the tribe places and throws again.
morfals-again-triple = Drie eenderse! Die { $name } speel weer
morfals-again-full-column = Die kolom is vol: die { $name } gooi weer
# $points: one per figure left in the loser's reserve; $first and $second: the match score, the
# Jusqualos' first.
morfals-round-won = Die { $name } wen rondte { $round }: +{ $points } · { $first } teen { $second }
# Also the banner when a match opens (round 1).
morfals-round-started = Rondte { $round } · die { $name } begin
morfals-resigned = Die { $name } gee oor

## Rules panel of the pause menu: (heading, paragraph) pairs, written from the level's options.
morfals-rules-goal = Doel
morfals-rules-goal-text =
    Twee stamme, die { $first } en die { $second }, elk met { $figures ->
        [one] { $figures } figuur
       *[other] { $figures } figure
    }. Plaas al jou figure om die rondte te wen; wie eerste { $target ->
        [one] { $target } punt
       *[other] { $target } punte
    } behaal, wen die spel.
morfals-rules-turn = Jou beurt
# $columns: the columns' labels, the dice sums, "3, 4, 5, 6, 7, 8, 9".
morfals-rules-turn-text =
    Gooi die drie dobbelstene (waardes 1 tot 3). Die som bepaal die kolom ({ $columns }): plaas jou volgende figuur op 'n leë blokkie daarin. Met 1-2-3 in enige volgorde pas jy; met drie eenderse plaas jy en speel jy weer.
morfals-rules-full-column = Vol kolom
morfals-rules-full-column-text = { $rule ->
    [roll-again] As die som se kolom vol is, gooi jy weer.
   *[pass] As die som se kolom vol is, pas jy.
}
morfals-rules-eating = Opeet
# $wrap: whether lines continue across the board's edges, in every direction, only up and down
# the columns, or not at all.
morfals-rules-eating-text =
    Net die nuut geplaaste figuur eet: in elk van die 8 rigtings word die teenstander se figure wat aaneen tussen dit en een van joune staan, opgeëet en gaan hulle terug na hul eienaar se voorraad.{ $wrap ->
        [all] {" "}'n Lyn kan by een rand van die bord uitloop en by die oorkantste rand weer inkom, in elke rigting.
        [columns] {" "}'n Lyn op of af in 'n kolom kan by die een ent uitloop en by die ander ent weer inkom.
       *[none] {""}
    } 'n Figuur wat tussen twee vyande geplaas word, is veilig.
morfals-rules-river = Die rivier
# $river: the river's column labels ("6"); $count: how many there are.
morfals-rules-river-text =
    'n Figuur in die rivier ({ $count ->
        [one] kolom
       *[other] kolomme
    } { $river }) kan nie opgeëet word nie, maar help steeds om vyande vas te knyp. { $rule ->
        [blocks] 'n Rivierfiguur binne 'n lyn beskerm die hele lyn.
       *[closes] 'n Rivierfiguur binne 'n lyn bly staan; die ander word opgeëet.
    }
morfals-rules-rounds = Rondtes
morfals-rules-rounds-text =
    Die wenner van die rondte kry 'n punt vir elke figuur wat nog in die verloorder se voorraad is. { $starter ->
        [winner] Die wenner begin die volgende rondte.
        [alternate] Die spelers begin die rondtes om die beurt.
       *[loser] Die verloorder begin die volgende rondte.
    }

morfals-advice-roll = gooi die dobbelstene
morfals-advice-place = plaas die figuur op { $square }
morfals-advice-next-round = begin die volgende rondte
