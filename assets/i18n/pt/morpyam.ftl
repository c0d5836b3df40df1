### Morpyam: the table, its turn panel, banners, log and rules panel.

## The figures printed on the grid. These are the game's own (French) terms: they stay as on
## the original sheet in every language, like the printed squares.

-morpyam-brelan = BRELAN
-morpyam-petite-suite = PETITE SUITE
-morpyam-suite = SUITE
-morpyam-full = FULL
-morpyam-carre = CARRÉ
-morpyam-mini = MINI
-morpyam-maxi = MAXI
-morpyam-morpyam = MORPYAM
-morpyam-sec = SEC
-morpyam-appel = APPEL

## A figure's name where the table names one (banner, log, turn panel, call and tile choosers).
## Only "of" is to translate: the names are the game's terms (above).

# $value (number): the value printed on the square, 1 to 6.
morpyam-figure-brelan = { -morpyam-brelan } de { $value }
morpyam-figure-petite-suite = { -morpyam-petite-suite }
morpyam-figure-suite = { -morpyam-suite }
morpyam-figure-full = { -morpyam-full }
morpyam-figure-carre = { -morpyam-carre }
morpyam-figure-mini = { -morpyam-mini }
morpyam-figure-maxi = { -morpyam-maxi }
morpyam-figure-morpyam = { -morpyam-morpyam }
morpyam-figure-sec = { -morpyam-sec }
morpyam-figure-appel = { -morpyam-appel }

# A list of figures, one pair at a time ("FULL, CARRÉ, MAXI"): turn panel and rules panel.
morpyam-figure-list = { $a }, { $b }

## Seat names: the colours of the tokens (scoreboard, banners, log).

morpyam-seat-red = Vermelho
morpyam-seat-blue = Azul
morpyam-seat-yellow = Amarelo
morpyam-seat-green = Verde

## Scoreboard: the short line under a seat's name.

morpyam-detail-resigned = desistiu
morpyam-detail-tokens-left =
    { $n ->
        [0] nenhuma ficha restante
        [one] { $n } ficha restante
       *[other] { $n } fichas restantes
    }

## Banner when a match opens during the roll-off for first player.

morpyam-opening-roll-off = Quem começa? Quem tirar o maior dado

## Turn panel, title line. $name: a seat's name.

morpyam-title-over = A partida terminou
morpyam-title-thinking = { $name } está pensando…
morpyam-title-roll-off = Quem começa? { $name } lança
morpyam-title-build = { $name } coloca uma peça
morpyam-title-your-turn = { $name } · sua vez
morpyam-title-turn = Vez de { $name }

## Turn panel, status line: the roll, then what became of the call, joined by
## morpyam-status-join. $rolls: throws allowed in a turn; $figure: a figure's name.

morpyam-status-tiles-left =
    { $n ->
        [0] nenhuma peça a colocar
        [one] { $n } peça a colocar
       *[other] { $n } peças a colocar
    }
morpyam-status-roll-off = Quem tirar o maior dado começa
morpyam-status-roll-next = A seguir: lance 1 de { $rolls }
morpyam-status-roll = Lance { $roll } de { $rolls }
morpyam-status-called = chamou { $figure }
morpyam-status-call-came-true = chamada de { $figure } cumprida
morpyam-status-call-failed = chamada de { $figure } falhou
morpyam-status-join = { $a } · { $b }

## Turn panel, detail line: the dice ($dice, e.g. "3 3 5 1 2") and the figures they can cover.

morpyam-dice-made = { $dice } · { $figures }
morpyam-dice-none = { $dice } · nenhuma figura

## Turn panel, hint for the human deciding. On their turn the hint is made of the sentences
## that apply, joined by morpyam-hint-join.
## Keys are named by { key-select }, { key-back } and { key-arrows } (table.ftl), per $device;
## after a touch ($device is "touch") a hint names taps and drags instead.

morpyam-hint-roll-off = Segure Lançar para agitar o dado e solte para lançar.
morpyam-hint-build = Escolha uma peça e depois um quadrado vazio da grade.
morpyam-hint-call-came-true = Sua chamada deu certo: cubra o quadrado { -morpyam-appel }.
morpyam-hint-place = { $device ->
    [touch] Toque em um quadrado aceso.
   *[other] Jogue em um quadrado aceso (clique ou { key-arrows } + { key-select }).
}
morpyam-hint-keep = { $device ->
    [touch] Toque nos dados para separá-los.
   *[other] Clique nos dados para separá-los.
}
morpyam-hint-throw = Segure Lançar, mova para mirar e solte.
morpyam-hint-join = { $a } { $b }

## Turn panel controls (buttons and choosers; short).

morpyam-button-throw-first = Lançar para ver quem começa
morpyam-button-stop = Parar
# The throw button: $n is how many dice it throws (0 when every die is kept).
morpyam-button-throw =
    { $n ->
        [0] Separe menos para lançar
        [one] Lançar { $n } dado
       *[other] Lançar { $n } dados
    }
# Under each die's value: kept aside, or thrown again (very short).
morpyam-die-kept = FICA
morpyam-die-throw = lança
morpyam-die-keep = guardar
morpyam-chooser-call = Chamada
morpyam-call-none = Sem chamada
morpyam-chooser-tile = Peça
# A tile to lay and how many of it the player holds.
morpyam-tile-held = { $figure } · { $held }

## Banner and log lines as the match goes. $name: a seat's name; $figure: a figure's name.

# Log only: the roll-off for first player.
morpyam-log-roll-off-die = { $name } tira { $value } para ver quem começa
# $names: the tied seats ("Red and Blue").
morpyam-roll-off-tie = Empate: { $names } lançam de novo
morpyam-first-player = { $name } começa
# Log only: a tile laid while the grid is built.
morpyam-log-tile-laid = { $name } coloca { $figure }
morpyam-grid-built = A grade está completa: começa o jogo
morpyam-turn = Vez de { $name }
morpyam-plays-again = { $name } joga de novo
morpyam-call-made = { $name } chama { $figure } para o lance { $roll }
# Log only: $n dice thrown, on throw $roll of the turn; $faces: the five dice ("3 3 5 1 2").
morpyam-log-dice-rolled =
    { $n ->
        [one] { $name } lança { $n } dado (lance { $roll }): { $faces }
       *[other] { $name } lança { $n } dados (lance { $roll }): { $faces }
    }
morpyam-call-came-true = Chamada cumprida: { $figure }! { $name } cobre o quadrado { -morpyam-appel }
morpyam-call-failed = Nada de { $figure }: a chamada de { $name } falhou
# Log only.
morpyam-log-token-placed = { $name } cobre { $figure }
morpyam-extra-turn = { -morpyam-morpyam }! { $name } joga de novo
# KO and "KO R. D'Aversa" are the game's terms: they stay as they are.
morpyam-ko = KO! { $name } alinha cinco fichas
morpyam-ko-daversa = KO R. D'Aversa! { $name } faz dois { -morpyam-morpyam } na mesma vez
morpyam-passed-stopped = { $name } para e não coloca nada
morpyam-passed-no-figure = { $name } não coloca nada: nenhuma figura em quadrado livre
morpyam-passed-failed-call = { $name } erra a chamada e não coloca nada
morpyam-passed-resigned = { $name } desistiu
morpyam-resigns = { $name } desiste
# $n: turns in a row in which nobody placed a token.
morpyam-idle-end =
    { $n ->
        [one] { $n } turno seguido sem colocar ficha: a partida termina
       *[other] { $n } turnos seguidos sem colocar ficha: a partida termina
    }

## Rules panel (pause menu): a heading and a paragraph per section, written from the variant's
## options. Figure names, CALL and KO are the game's terms.

morpyam-rules-goal-heading = Objetivo
# $tokens: each player's tokens; $bonus: the bonus for the last token, without its sign, and
# $sign (plus or minus) its sign.
morpyam-rules-goal =
    Alinhe suas fichas na grade. Cada jogador tem { $tokens } fichas; a partida termina quando alguém coloca sua última ficha (bônus de { $sign ->
        [minus] -
       *[plus] +
    }{ $bonus }) ou na hora, com um KO.

morpyam-rules-build-heading = Montando a grade
morpyam-rules-build = Antes de jogar, as figuras são distribuídas como peças: o primeiro jogador coloca todas as suas em quadrados vazios, depois cada jogador na sua vez.

morpyam-rules-turn-heading = Sua vez
# $rolls: throws in a turn; $mini: MINI's highest sum; $maxi: MAXI's lowest sum.
morpyam-rules-turn = Lance os cinco dados até { $rolls } vezes. Antes de um lance, você pode separar os dados que quiser. Depois de qualquer lance, você pode parar e cobrir um quadrado livre cuja figura os dados formem, ou parar sem colocar nada. { -morpyam-brelan } exige três dados do valor impresso no quadrado; { -morpyam-petite-suite }, quatro em sequência; { -morpyam-suite }, cinco; { -morpyam-full }, três e dois; { -morpyam-carre }, quatro iguais; { -morpyam-mini }, soma de { $mini } ou menos; { -morpyam-maxi }, { $maxi } ou mais; { -morpyam-morpyam }, cinco iguais.

morpyam-rules-calls-heading = { -morpyam-sec } e { -morpyam-appel }
# $figures: the figures a CALL may name after the first throw ("MORPYAM, CARRÉ, MAXI").
morpyam-rules-calls = O quadrado { -morpyam-sec } só pode ser coberto com uma figura feita no primeiro lance. Antes de um lance, você pode CHAMAR uma figura ({ $figures }, ou { -morpyam-sec } antes do primeiro lance): se o lance seguinte a formar, você deve cobrir o quadrado { -morpyam-appel }; se não, esse lance não coloca nada e, se a chamada falhar no último lance, você perde a vez.

morpyam-rules-morpyam-heading = { -morpyam-morpyam }
# Options: $squares (yes: the grid has MORPYAM squares), $sec and $appel (yes: the grid has
# that square), $extra (any: five alike anywhere earns the extra turn; square: only on a
# MORPYAM square), $full (yes: five alike also counts as a FULL), $daversa (yes: the KO
# R. D'Aversa rule is on).
morpyam-rules-morpyam =
    { $squares ->
        [yes] Cinco dados iguais formam um { -morpyam-morpyam }. Enquanto houver um quadrado { -morpyam-morpyam } livre, um { -morpyam-morpyam } só pode cobrir um quadrado { -morpyam-morpyam }; quando todos estiverem ocupados, ele pode cobrir qualquer outro quadrado que forme ({ -morpyam-carre }, { -morpyam-full }, { -morpyam-brelan }…{ $sec ->
                [yes] , { -morpyam-sec } no primeiro lance).
               *[no] ).
            }{ $appel ->
                [yes] {" "}Uma chamada cumprida continua cobrindo o quadrado { -morpyam-appel }.
               *[no] {""}
            }{" "}
       *[no] {""}
    }{ $extra ->
        [square] Quem coloca uma ficha em um quadrado { -morpyam-morpyam } com cinco dados iguais joga de novo.
       *[any] Quem coloca uma ficha com cinco dados iguais joga de novo.
    }{ $full ->
        [yes] {" "}Cinco iguais também contam como { -morpyam-full }.
       *[no] {""}
    }{ $daversa ->
        [yes] {" "}Dois { -morpyam-morpyam } colocados na mesma vez vencem na hora (KO R. D'Aversa).
       *[no] {""}
    }

morpyam-rules-scoring-heading = Pontuação
# $ko: tokens in a line for a KO; $three and $four: points for a line of 3 and of 4.
morpyam-rules-scoring = { $ko } fichas alinhadas (em linha, coluna ou diagonal) vencem na hora: KO. Senão, no fim, cada alinhamento de exatamente 3 vale { $three ->
        [one] { $three } ponto
       *[other] { $three } pontos
    } e cada alinhamento de 4 vale { $four ->
        [one] { $four } ponto
       *[other] { $four } pontos
    }.

morpyam-rules-idle-heading = Impasse
# $rounds: full rounds in a row with no token placed.
morpyam-rules-idle =
    { $rounds ->
        [one] Após { $rounds } rodada completa sem nenhuma ficha colocada, a partida termina sem o bônus.
       *[other] Após { $rounds } rodadas completas seguidas sem nenhuma ficha colocada, a partida termina sem o bônus.
    }

morpyam-square-at = linha { $row }, coluna { $column }
morpyam-advice-roll-off = lance o seu dado
morpyam-advice-throw-all = lance os cinco dados
morpyam-advice-keep = guarde { $dice } e lance { $n ->
    [one] um dado
   *[other] { $n } dados
}
morpyam-advice-call = anuncie { $figure }
morpyam-advice-place = pare e cubra { $figure } em { $at }
morpyam-advice-tile = coloque a peça { $figure } em { $at }
morpyam-advice-pass = pare e passe a vez
morpyam-advice-why-ko = { $move }: cinco em linha, KO
morpyam-advice-why-points = { $move }: isso vale { $n ->
    [one] { $n } ponto
   *[other] { $n } pontos
}
