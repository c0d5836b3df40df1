# Morfals: two tribes by a river place figures in the column their three 1-2-3 dice name, and eat
# the rival's figures they sandwich. The tribes' names, Jusqualos and Sang-Zarète, are the game's
# own: they stay the same in every language. Where a sentence says "the { $name }", $name is one
# of these two (a whole tribe: plural). French: "les { $name }", verb in the plural; the names
# never change ("les Sang-Zarète", "aux Jusqualos").

## The tribes, on the scoreboard, the setup screen, the results and inside the lines below.
morfals-seat-jusqualos = Jusqualos
morfals-seat-sang-zarete = Sang-Zarète

## Scoreboard: the short line under a tribe's name.
morfals-seat-detail = { $left } à poser · { $on } sur le plateau · manche { $round }

## Results screen: one line per round played, with the running score ($first: the Jusqualos',
## $second: the Sang-Zarète's).
morfals-result-round = Manche { $round } : les { $name } +{ $points } · { $first } à { $second }

## Turn panel, beside the board. Buttons (about 200 pixels wide).
morfals-throw = Lancer les dés
morfals-next-round = Manche suivante

## Turn panel: its title line, who is to act.
morfals-panel-over = La partie est terminée
morfals-panel-thinking = Les { $name } réfléchissent…
morfals-panel-your-turn = { $name } · à vous de jouer
morfals-panel-to-play = Aux { $name } de jouer

## Turn panel: the status line.
morfals-panel-status = Manche { $round } · premier à { $target ->
    [one] { $target } point
   *[other] { $target } points
}

## Turn panel: the detail line. The three dice thrown and the column their sum names; the
## winner of the round just over.
morfals-panel-dice = { $a } + { $b } + { $c } : colonne { $column }
morfals-panel-round-won = Les { $name } remportent la manche

## Turn panel: the hint for the human to act, one short sentence.
## Keys are named by { key-select }, { key-back } and { key-arrows } (table.ftl), per $device;
## after a touch ($device is "touch") a hint names taps and drags instead.
morfals-hint-throw = Maintenez Lancer, visez d'un geste, relâchez.
morfals-hint-place = { $device ->
    [touch] Touchez une case éclairée pour y poser la figurine.
   *[other] Posez la figurine sur une case éclairée (clic, ou { key-arrows } + { key-select }).
}
morfals-hint-next-round = { $device ->
    [touch] Touchez Manche suivante : le plateau est vidé.
   *[other] Appuyez sur Manche suivante : le plateau est vidé.
}

## Log (the last lines of the table, small): a throw ("Jusqualos throw 1-3-2: column 6"), a
## figure placed ($square is the column and row, "6/4"), figures in the river left uneaten.
morfals-log-throw = Les { $name } lancent { $a }-{ $b }-{ $c } : colonne { $column }
morfals-log-placed = Les { $name } posent une figurine en { $square }
morfals-log-safe = { $n ->
    [one] { $n } figurine dans la rivière : épargnée
   *[other] { $n } figurines dans la rivière : épargnées
}

## Banner across the table (and the log): what happened, a short line.
# The dice came up 1, 2 and 3 in some order: the turn passes.
morfals-pass-one-two-three = 1-2-3 ! Les { $name } passent leur tour
morfals-pass-full-column = Colonne pleine : les { $name } passent leur tour
morfals-eaten = Les { $name } mangent une figurine en { $square } !
morfals-last-figure = Dernière figurine ! Les { $name } n'en ont plus qu'une
# Three equal dice: the tribe places and throws again.
morfals-again-triple = Un triple ! Les { $name } rejouent
morfals-again-full-column = Colonne pleine : les { $name } relancent
# $points: one per figure left in the loser's reserve; $first and $second: the match score, the
# Jusqualos' first.
morfals-round-won = Les { $name } remportent la manche { $round } : +{ $points } · { $first } à { $second }
# Also the banner when a match opens (round 1).
morfals-round-started = Manche { $round } · les { $name } commencent
morfals-resigned = Les { $name } abandonnent

## Rules panel of the pause menu: (heading, paragraph) pairs, written from the level's options.
morfals-rules-goal = But du jeu
morfals-rules-goal-text =
    Deux tribus, les { $first } et les { $second }, ont chacune { $figures ->
        [one] { $figures } figurine
       *[other] { $figures } figurines
    }. Posez toutes les vôtres pour remporter la manche ; le premier à atteindre { $target ->
        [one] { $target } point
       *[other] { $target } points
    } remporte la partie.
morfals-rules-turn = Votre tour
# $columns: the columns' labels, the dice sums, "3, 4, 5, 6, 7, 8, 9".
morfals-rules-turn-text =
    Lancez les trois dés (faces 1 à 3). Leur somme désigne la colonne ({ $columns }) : posez votre prochaine figurine sur une case libre de cette colonne. Un 1-2-3, dans n'importe quel ordre, fait passer le tour ; un triple permet de poser puis de rejouer.
morfals-rules-full-column = Colonne pleine
morfals-rules-full-column-text = { $rule ->
    [roll-again] Si la colonne de la somme est pleine, relancez les dés.
   *[pass] Si la colonne de la somme est pleine, vous passez votre tour.
}
morfals-rules-eating = Manger
# $wrap: whether lines continue across the board's edges, in every direction, only up and down
# the columns, or not at all.
morfals-rules-eating-text =
    Seule la figurine qui vient d'être posée mange : dans chacune des 8 directions, les figurines adverses qui se suivent entre elle et l'une des vôtres sont prises en sandwich et mangées, puis retournent dans la réserve de leur camp.{ $wrap ->
        [all] {" "}Une ligne peut sortir par un bord du plateau et continuer par le bord opposé, dans toutes les directions.
        [columns] {" "}Le long d'une colonne, une ligne peut sortir par un bout et continuer par l'autre.
       *[none] {""}
    } Poser sa figurine entre deux ennemis est sans danger.
morfals-rules-river = La rivière
# $river: the river's column labels ("6"); $count: how many there are.
morfals-rules-river-text =
    Une figurine les pieds dans l'eau ({ $count ->
        [one] colonne
       *[other] colonnes
    } { $river }) ne peut pas être mangée, mais elle peut toujours refermer un sandwich. { $rule ->
        [blocks] Une figurine de la rivière prise dans une ligne protège toute la ligne.
       *[closes] Une figurine de la rivière prise dans une ligne reste en place ; les autres sont mangées.
    }
morfals-rules-rounds = Manches
morfals-rules-rounds-text =
    Le vainqueur de la manche marque un point par figurine restée dans la réserve du perdant. { $starter ->
        [winner] Le vainqueur commence la manche suivante.
        [alternate] Les tribus commencent les manches à tour de rôle.
       *[loser] Le perdant commence la manche suivante.
    }

morfals-advice-roll = lancez les dés
morfals-advice-place = posez la figurine en { $square }
morfals-advice-next-round = commencez la manche suivante
