# Morfals: two tribes by a river place figures in the column their three 1-2-3 dice name, and eat
# the rival's figures they sandwich. The tribes' names, Jusqualos and Sang-Zarète, are the game's
# own: they stay the same in every language. Where a sentence says "the { $name }", $name is one
# of these two (a whole tribe: plural).

## The tribes, on the scoreboard, the setup screen, the results and inside the lines below.
morfals-seat-jusqualos = Jusqualos
morfals-seat-sang-zarete = Sang-Zarète

## Scoreboard: the short line under a tribe's name.
morfals-seat-detail = { $left } a colocar · { $on } no tabuleiro · rodada { $round }

## Results screen: one line per round played, with the running score ($first: the Jusqualos',
## $second: the Sang-Zarète's).
morfals-result-round = Rodada { $round }: os { $name } +{ $points } · { $first } a { $second }

## Turn panel, beside the board. Buttons (about 200 pixels wide).
morfals-throw = Lançar os dados
morfals-next-round = Próxima rodada

## Turn panel: its title line, who is to act.
morfals-panel-over = A partida terminou
morfals-panel-thinking = Os { $name } estão pensando…
morfals-panel-your-turn = { $name } · sua vez
morfals-panel-to-play = Vez dos { $name }

## Turn panel: the status line.
morfals-panel-status = Rodada { $round } · meta: { $target ->
    [one] { $target } ponto
   *[other] { $target } pontos
}

## Turn panel: the detail line. The three dice thrown and the column their sum names; the
## winner of the round just over.
morfals-panel-dice = { $a } + { $b } + { $c }: coluna { $column }
morfals-panel-round-won = Os { $name } venceram a rodada

## Turn panel: the hint for the human to act, one short sentence.
## Keys are named by { key-select }, { key-back } and { key-arrows } (table.ftl), per $device;
## after a touch ($device is "touch") a hint names taps and drags instead.
morfals-hint-throw = Segure Lançar, mova para mirar e solte.
morfals-hint-place = { $device ->
    [touch] Toque em uma casa acesa para colocar a figura.
   *[other] Coloque a figura em uma casa acesa (clique ou { key-arrows } + { key-select }).
}
morfals-hint-next-round = { $device ->
    [touch] Toque em Próxima rodada: o tabuleiro é esvaziado.
   *[other] Aperte Próxima rodada: o tabuleiro é esvaziado.
}

## Log (the last lines of the table, small): a throw ("Jusqualos throw 1-3-2: column 6"), a
## figure placed ($square is the column and row, "6/4"), figures in the river left uneaten.
morfals-log-throw = Os { $name } tiram { $a }-{ $b }-{ $c }: coluna { $column }
morfals-log-placed = Os { $name } colocam uma figura em { $square }
morfals-log-safe = { $n ->
    [one] { $n } no rio: a salvo de ser devorada
   *[other] { $n } no rio: a salvo de serem devoradas
}

## Banner across the table (and the log): what happened, a short line.
# The dice came up 1, 2 and 3 in some order: the turn passes.
morfals-pass-one-two-three = 1-2-3! Os { $name } passam a vez
morfals-pass-full-column = A coluna está cheia: os { $name } passam a vez
morfals-eaten = Os { $name } devoram uma figura em { $square }!
morfals-last-figure = Última figura! Os { $name } só têm mais uma
# Three equal dice: the tribe places and throws again.
morfals-again-triple = Trinca! Os { $name } jogam de novo
morfals-again-full-column = A coluna está cheia: os { $name } lançam de novo
# $points: one per figure left in the loser's reserve; $first and $second: the match score, the
# Jusqualos' first.
morfals-round-won = Os { $name } vencem a rodada { $round }: +{ $points } · { $first } a { $second }
# Also the banner when a match opens (round 1).
morfals-round-started = Rodada { $round } · os { $name } começam
morfals-resigned = Os { $name } desistem

## Rules panel of the pause menu: (heading, paragraph) pairs, written from the level's options.
morfals-rules-goal = Objetivo
morfals-rules-goal-text =
    Duas tribos, os { $first } e os { $second }, cada uma com { $figures ->
        [one] { $figures } figura
       *[other] { $figures } figuras
    }. Coloque todas as suas para vencer a rodada; quem chegar primeiro a { $target ->
        [one] { $target } ponto
       *[other] { $target } pontos
    } vence a partida.
morfals-rules-turn = Sua vez
# $columns: the columns' labels, the dice sums, "3, 4, 5, 6, 7, 8, 9".
morfals-rules-turn-text =
    Lance os três dados (faces de 1 a 3). A soma indica a coluna ({ $columns }): coloque sua próxima figura em uma casa vazia dela. 1-2-3 em qualquer ordem passa a vez; com uma trinca, você coloca e joga de novo.
morfals-rules-full-column = Coluna cheia
morfals-rules-full-column-text = { $rule ->
    [roll-again] Se a coluna da soma estiver cheia, lance de novo.
   *[pass] Se a coluna da soma estiver cheia, você passa a vez.
}
morfals-rules-eating = Devorar
# $wrap: whether lines continue across the board's edges, in every direction, only up and down
# the columns, or not at all.
morfals-rules-eating-text =
    Só a figura recém-colocada devora: em cada uma das 8 direções, as figuras adversárias em sequência entre ela e uma das suas são devoradas e voltam para a reserva do dono.{ $wrap ->
        [all] {" "}Uma linha pode sair por uma borda do tabuleiro e continuar pela borda oposta, em qualquer direção.
        [columns] {" "}Uma linha que sobe ou desce uma coluna pode sair por uma ponta e continuar pela outra.
       *[none] {""}
    } Colocar uma figura entre duas inimigas é seguro.
morfals-rules-river = O rio
# $river: the river's column labels ("6"); $count: how many there are.
morfals-rules-river-text =
    Uma figura no rio ({ $count ->
        [one] coluna
       *[other] colunas
    } { $river }) não pode ser devorada, mas fecha um cerco. { $rule ->
        [blocks] Uma figura do rio no meio de uma linha protege a linha inteira.
       *[closes] Uma figura do rio no meio de uma linha fica; as outras são devoradas.
    }
morfals-rules-rounds = Rodadas
morfals-rules-rounds-text =
    Quem vence a rodada marca um ponto por figura que restar na reserva do perdedor. { $starter ->
        [winner] O vencedor começa a rodada seguinte.
        [alternate] Quem começa se alterna a cada rodada.
       *[loser] O perdedor começa a rodada seguinte.
    }

morfals-advice-roll = lance os dados
morfals-advice-place = coloque a figura em { $square }
morfals-advice-next-round = comece a próxima rodada
