# Nine Men's Morris (with Six, Twelve Men's Morris and Morabaraba).
# $point, $from, $to: a point of the board by its coordinate ("d7"), never translated.

## The two sides (scoreboard, turn panel, banners, log): light men and dark men.

morris-seat-white = Branco
morris-seat-black = Preto

## Scoreboard: the short line under a side's name, made of the parts below joined by
## morris-detail-join ("3 to place · 5 on the board · 2 lost · flies"). Keep it short.

morris-detail-to-place = { $n } a colocar
morris-detail-on-board = { $n } no tabuleiro
morris-detail-lost = { $n ->
        [one] { $n } perdida
       *[other] { $n } perdidas
    }
# The side is down to its last men and may move a man to any empty point.
morris-detail-flies = voa
morris-detail-join = { $a } · { $b }

## Banner when a new match opens. $variant: the variant's name ("Nine Men's Morris").

morris-opening = { $variant } · Branco começa

## Turn panel, first line: whose turn it is. $name: a side's name.

morris-turn-over = A partida terminou
morris-turn-thinking = { $name } está pensando…
# Only one person plays at this table, and it is their turn.
morris-turn-yours = { $name } · sua vez
morris-turn-to-play = Vez de { $name }

## Turn panel, second line: what the side to play does now.
## $opponent: the name of the side whose men may be taken.

morris-status-place = Colocação: { $n ->
        [one] { $n } peça
       *[other] { $n } peças
    } a colocar
morris-status-slide = Movimento: deslize uma peça por uma linha
morris-status-fly = Voo: leve uma peça a qualquer casa vazia
morris-status-remove = Captura: retire { $n ->
        [one] uma peça
       *[other] { $n } peças
    } de { $opponent }

## Turn panel, third line: the draw rules close to ending the match, joined by
## morris-detail-join. $n: the count so far; $limit: the count that draws the match.

morris-counter-repetition = Posição repetida { $n } de { $limit } vezes
morris-counter-no-removal = { $n } de { $limit } jogadas sem captura
# Both sides are down to their last men and fly.
morris-counter-endgame = Ambos voando: { $n } de { $limit } jogadas
morris-counter-turns = Turno { $n } de { $limit }

## Turn panel, last line: a hint for the person deciding (mouse, arrows and Enter, or a
## controller).
## Keys are named by { key-select }, { key-back } and { key-arrows } (table.ftl), per $device;
## after a touch ($device is "touch") a hint names taps and drags instead.

morris-hint-place = { $device ->
    [touch] Toque em uma casa acesa.
   *[other] Clique em uma casa acesa, ou percorra as linhas ({ key-arrows }) e aperte { key-select }.
}
morris-hint-remove = Retire uma das peças acesas (peças em trilha só quando todas estiverem em trilhas).
morris-hint-put-down = { $device ->
    [touch] Toque em uma casa acesa para soltá-la; toque de novo na peça para devolvê-la.
   *[other] Solte-a em uma casa acesa; { key-back } a devolve.
}
morris-hint-pick-up = { $device ->
    [touch] Toque em uma peça acesa e depois no destino; ou arraste-a.
   *[other] Pegue uma peça acesa (clique ou { key-select }) e escolha para onde ela vai; ou arraste-a.
}

## Banner (and log): a mill is closed, a side starts to fly, a side resigns.
## $name: the side that acts.

# The opponent ($name) has no man on the board that could be taken.
morris-banner-mill-nothing = Trilha! Nenhuma peça de { $name } no tabuleiro para capturar
morris-banner-mill = Trilha! { $name } captura uma peça
# Two mills (or more) closed by one move; $n: the men to take.
morris-banner-double-mill = Trilha dupla! { $name } captura { $n ->
        [one] uma peça
       *[other] { $n } peças
    }
# $n: how few men a side has when it may fly.
morris-banner-flying = { $name } tem só { $n ->
        [one] { $n } peça
       *[other] { $n } peças
    }: agora voa
morris-banner-resigns = { $name } desiste
morris-banner-row = Três em linha! { $name } vence

## Log (the last lines of the match beside the table). $name: the side that acts.

morris-log-placed = { $name } coloca uma peça em { $point }
# $flying: yes when the man flies to any empty point, no when it slides along a line.
morris-log-moved = { $name } { $flying ->
        [yes] voa
       *[no] desliza
    } de { $from } para { $to }
# $mills: the points of the mills closed ("a1-a4-a7 and a7-d7-g7"), joined by morris-log-mills-and.
morris-log-closes = { $name } fecha trilha: { $mills }
morris-log-mills-and = { $a } e { $b }
# $victim: the side whose man is taken.
morris-log-removed = { $name } captura a peça de { $victim } em { $point }

## Rules panel (pause menu): a heading and a paragraph per section, written from the variant's
## options.

morris-rules-goal-heading = Objetivo
morris-rules-goal = Cada jogador tem { $men ->
        [one] { $men } peça
       *[other] { $men } peças
    }. Você vence ao deixar o adversário com só duas peças ou sem nenhuma jogada válida.

morris-rules-placing-heading = Colocação
morris-rules-placing = Branco começa. Os jogadores se alternam colocando uma peça em qualquer casa vazia do tabuleiro ({ $points } casas), até colocarem todas as peças.

morris-rules-moving-heading = Movimento
morris-rules-moving = Depois, a cada vez, deslize uma de suas peças por uma linha até a casa vazia vizinha.

morris-rules-mills-heading = Trilhas
# $removal: per-mill when each mill closed at once takes a man, one otherwise.
morris-rules-mills = Três peças suas em sequência numa mesma linha formam uma trilha. Ao fechar uma trilha, colocando ou movendo, você { $removal ->
        [per-mill] retira uma peça do adversário para cada trilha fechada
       *[one] retira uma peça do adversário
    }. Uma peça em trilha só pode ser capturada quando todas as peças daquele jogador estiverem em trilhas.

morris-rules-flying-heading = Voo
morris-rules-flying = Quem fica com apenas { $n ->
        [one] { $n } peça
       *[other] { $n } peças
    } pode levar uma peça a qualquer casa vazia, não só pelas linhas.

morris-rules-draws-heading = Empates
# $conditions: the variant's draw conditions below, joined by morris-rules-draws-or.
morris-rules-draws = A partida termina empatada quando { $conditions }.
morris-rules-draws-or = { $a }; ou quando { $b }
morris-rules-draw-full-board = a colocação enche o tabuleiro
morris-rules-draw-repetition = a mesma posição se repete { $n ->
        [one] { $n } vez
       *[other] { $n } vezes
    } com a vez do mesmo jogador
morris-rules-draw-no-removal = cada jogador faz { $n ->
        [one] { $n } jogada
       *[other] { $n } jogadas
    } sem que nenhuma peça seja capturada
morris-rules-draw-endgame = os dois jogadores voam e cada um faz { $n ->
        [one] { $n } jogada
       *[other] { $n } jogadas
    } sem que nenhuma peça seja capturada
morris-rules-draw-turns = { $n ->
        [one] se completa { $n } turno
       *[other] se completam { $n } turnos
    }

morris-rules-goal-row = Cada jogador tem { $men ->
        [one] { $men } peça
       *[other] { $men } peças
    }. Faça uma fila de três ao longo de uma linha, { $lines ->
        [diagonals] na horizontal, na vertical ou na diagonal,
       *[straight] na horizontal ou na vertical,
    } e você vence na hora, mesmo durante a colocação; nenhuma peça é capturada. Quem não tiver jogada válida perde.
morris-rules-moving-anywhere = Depois, a cada vez, mova uma de suas peças para qualquer casa vazia.
morris-rules-draw-moves = { $n ->
        [one] { $n } jogada
       *[other] { $n } jogadas
    } de cada jogador forem feitas depois da colocação

morris-rules-no-return-heading = Voltar atrás
morris-rules-no-return = Uma peça que desfez uma trilha e fechou outra não pode, na jogada seguinte, voltar direto para fechar de novo a primeira.

# The game's name over its scoreboard and results, before the variant's name (which names the
# number of men): "Morris · Nine Men's Morris".
morris-title = Trilha

morris-advice-place = coloque uma peça em { $point }
morris-advice-move = mova a peça de { $from } para { $to }
morris-advice-remove = capture a peça em { $point }
morris-advice-mill = { $move }: isso fecha uma trilha
morris-advice-row = { $move }: três em linha vence
