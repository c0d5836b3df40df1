# Sorry!: the board game of cards, pawns, slides and bumps. The game's own terms are printed on
# the board and the cards in capitals: START, HOME, SAFETY ZONE, and the SORRY! card.
# Portuguese (Brazil): START = INÍCIO, HOME = CASA, SAFETY ZONE = ZONA DE SEGURANÇA, a track
# square = espaço, slide = escorregador (deslizar), bump = derrubar, draw = tirar, move = avançar
# / voltar. The card SORRY! and the cry "Sorry" keep their English name.

## The four colours: the seats' names on the scoreboard, in the banner, the log and the results.
sorry-seat-red = Vermelho
sorry-seat-blue = Azul
sorry-seat-yellow = Amarelo
sorry-seat-green = Verde

## The cards. $card is the number printed on the card, 0 for the SORRY! card.
# The card's label, alone ("7", "SORRY!"), as in "Forfeit the 7" and "Blue's 11: …".
sorry-card = { $card ->
        [0] SORRY!
       *[other] { $card }
    }
# The card with its article, as in "Red draws an 8: move 8".
sorry-a-card = { $card ->
        [0] um SORRY!
       *[other] um { $card }
    }

# What each card does, in a few words: after the card in the banner ("Red draws a 3: move 3")
# and in the turn panel ("3: move 3"). "-modern": the 2013 cards.
sorry-use-1 = saia com um peão ou avance 1
sorry-use-2 = saia com um peão ou avance 2; depois tire outra carta
sorry-use-2-modern = saia com um peão ou avance 2
sorry-use-3 = avance 3
sorry-use-4 = volte 4
sorry-use-5 = avance 5
sorry-use-7 = avance 7 ou divida entre dois peões
sorry-use-8 = avance 8
sorry-use-10 = avance 10 ou volte 1
sorry-use-11 = avance 11 ou troque de lugar com um adversário
sorry-use-12 = avance 12
sorry-use-sorry = derrube um adversário com um peão do INÍCIO
sorry-use-sorry-modern = derrube um adversário saindo do INÍCIO ou avance 4

## Places on the board, in the log ("Red pawn square 12 → square 15"). $n is a number.
sorry-place-start = INÍCIO
sorry-place-home = CASA
sorry-place-square = espaço { $n }
sorry-place-safety = segurança { $n }

## The opening banner. $variant is the variant's name ("Standard").
sorry-opening-highest = { $variant } · Quem começa? A carta mais alta
sorry-opening-red = { $variant } · { sorry-seat-red } começa

## The scoreboard: a short line under each seat's name, its parts joined by sorry-detail-join
## ("2 out · 1 in START · with Yellow · 5 cards"). The seat's pawns HOME are its score beside it.
sorry-detail-out = { $n } em jogo
sorry-detail-start = { $n } no INÍCIO
# $name: the partner's colour (Teams).
sorry-detail-partner = com { $name }
# How many cards the seat holds (Play for points).
sorry-detail-cards = { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }
sorry-detail-resigned = desistiu
sorry-detail-join = { $a } · { $b }

## The results screen, Play for points: how each seat's points were made, one line per seat.
## $home: its pawns HOME; $others: the opponents' pawns not HOME; $score: its points.
sorry-result-points = { $name }: { $home } em CASA × 5 = { $score }
sorry-result-points-winner = { $name }: { $home } em CASA × 5 + { $others ->
        [one] { $others } peão adversário
       *[other] { $others } peões adversários
    } fora de CASA × 5 = { $score }
sorry-result-points-bonus = { $name }: { $home } em CASA × 5 + { $others ->
        [one] { $others } peão adversário
       *[other] { $others } peões adversários
    } fora de CASA × 5 + bônus { $bonus } = { $score }

## The turn panel's title. $name: the seat to play.
sorry-title-over = A partida terminou
sorry-title-thinking = { $name } está pensando…
sorry-title-start-draw = Quem começa? { $name } tira
sorry-title-your-turn = { $name } · sua vez
sorry-title-to-play = Vez de { $name }

## The turn panel's status line: the piles, the card drawn ($card) and what it does ($use).
sorry-status-start-draw = A carta mais alta começa (SORRY! vale 0)
sorry-status-reshuffle = O descarte será embaralhado em um novo monte
sorry-status-pile = { $n ->
        [one] { $n } carta no monte
       *[other] { $n } cartas no monte
    }
sorry-status-card = { $card }: { $use }
sorry-status-playing = Jogando o { $card }: { $use }
sorry-status-hand-hidden = Mão oculta até passar os controles
sorry-status-choose-card = Escolha uma carta da sua mão
# While a 7 is split between two pawns: $done steps chosen, $rest left.
sorry-split-progress = 7 dividido: { $done } { $done ->
        [one] avançado
       *[other] avançados
    }, { $rest ->
        [one] falta { $rest }
       *[other] faltam { $rest }
    } com outro peão

## The turn panel's hint for the human deciding.
## Keys are named by { key-select }, { key-back } and { key-arrows } (table.ftl), per $device;
## after a touch ($device is "touch") a hint names taps and drags instead.
sorry-hint-ask = { $device ->
    [touch] Esse espaço vale duas jogadas: toque em uma acima.
   *[other] Esse espaço vale duas jogadas: escolha uma acima ({ key-back } volta).
}
sorry-hint-draw = { $device ->
    [touch] Toque para tirar uma carta.
   *[other] Tire uma carta ({ key-select }).
}
sorry-hint-discard = Nenhuma carta permite mover: escolha uma para descartar.
sorry-hint-pick-card = Escolha uma carta, depois um peão aceso e o destino.
sorry-hint-target = { $device ->
    [touch] Toque em um espaço aceso; toque de novo no peão para devolvê-lo.
   *[other] Escolha um espaço aceso; { key-back } devolve o peão.
}
sorry-hint-no-move = Nenhuma jogada possível.
sorry-hint-pick-pawn = { $device ->
    [touch] Toque em um peão aceso e depois no destino; ou arraste-o.
   *[other] Escolha um peão aceso (clique ou { key-arrows } + { key-select }) e depois o destino; ou arraste-o.
}

## The turn panel's buttons (about 25 characters fit).
sorry-button-draw-first = Sortear quem começa
sorry-button-draw = Tirar uma carta
sorry-button-decline = Recusar a troca
sorry-button-forfeit = Abrir mão do { $card }

## The turn panel's buttons when one square means two moves: the player chooses one.
## $steps: how far; $name: the opponent's colour.
sorry-ask-split-part = Avançar { $now } agora e { $rest } com outro peão
sorry-ask-start = Sair com um peão
sorry-ask-forward = Avançar { $steps }
sorry-ask-forward-bump = Avançar { $steps } e derrubar { $name }
sorry-ask-backward = Voltar { $steps }
sorry-ask-backward-bump = Voltar { $steps } e derrubar { $name }
sorry-ask-swap = Trocar de lugar com { $name }
sorry-ask-sorry = SORRY! Derrubar { $name }
# A 7 split among pawns: $steps is each pawn's part joined by sorry-steps-plus ("3 + 4").
sorry-ask-split = Dividir o 7: { $steps }
sorry-steps-plus = { $a } + { $b }

## The hand-over screen between two human players' turns (Play for points): the hand stays
## hidden until its player asks for it. $name: the seat to play.
sorry-handover-title = Vez de { $name }
sorry-handover-text = { $device ->
    [touch] Passe a tela para { $name } e depois toque para mostrar a mão de { $name }.
   *[other] Passe os controles para { $name } e depois aperte para mostrar a mão de { $name }.
}
sorry-handover-show = Mostrar a mão de { $name }

## The banner across the table (a short line; it is also written in the log).
## $name: the seat or colour acting; $card: the card with its article (sorry-a-card).
sorry-banner-tie = Empate! { $names } tiram de novo
sorry-banner-first = { $name } começa
sorry-banner-draws = { $name } tira { $card }: { $use }
sorry-banner-plays = { $name } joga { $card }: { $use }
sorry-banner-discards = { $name } não pode mover: descarta { $card }
# A slide that knocks pawns back to START; "Sorry!" is what the game is named after.
sorry-banner-slide-bump = Sorry! { $name } desliza e derruba o peão de { $victim }
sorry-banner-slide-bumps = Sorry! { $name } desliza e derruba { $n ->
        [one] { $n } peão
       *[other] { $n } peões
    }
# $victim: the colour whose pawn goes back to START; $name: the colour that bumped it.
sorry-banner-bumped = Sorry, { $victim }! { $name } manda você de volta ao INÍCIO
sorry-banner-swap = { $name } troca de lugar com { $other }
# $n: how many of the colour's four pawns are HOME.
sorry-banner-home = Peão { $name } em CASA · { $n } de 4
sorry-banner-decline = { $name } recusa a troca e abre mão do 11
sorry-banner-forfeit = { $name } não pode mover: perde { $card }
# After a 2 (original cards): the same player draws (or, in Play for points, plays) again.
sorry-banner-again = O 2: { $name } { $points ->
        [yes] joga
       *[no] tira
    } de novo
sorry-banner-resigns = { $name } desiste

## The log at the side of the table (one line each). $name: the seat that played $card (its
## label, sorry-card); $pawn: the moving pawn's colour; $from, $to: places (sorry-place-…);
## $n: a square's number.
sorry-log-start-draw = { $name } tira { $card }{ $zero ->
        [yes] {" "}(vale 0)
       *[no] {""}
    } para ver quem começa
sorry-log-reshuffled = O descarte é embaralhado em um novo monte
# $to is the pawn's start circle, always a track square ("espaço 4").
sorry-log-out = { $card } de { $name }: peão { $pawn } sai para o { $to }
sorry-log-moved-card = { $card } de { $name }: peão { $pawn } { $from } → { $to }
sorry-log-moved = Peão { $pawn } { $from } → { $to }
sorry-log-slides = { $name } desliza até o espaço { $n }
sorry-log-bumped = { $name } derruba { $victim } no espaço { $n }
sorry-log-swap = 11 de { $name }: troca com { $other } no espaço { $n }

## The rules panel of the pause menu: a heading (-title) and a paragraph per section, written
## for the variant being played. Keep each paragraph on one line.
sorry-rules-goal-title = Objetivo
sorry-rules-goal = { $goal ->
        [teams] { sorry-seat-red } e { sorry-seat-yellow } jogam contra { sorry-seat-blue } e { sorry-seat-green }; os parceiros sentam frente a frente. Vence a primeira dupla a levar seus oito peões para CASA.
        [points] Seja o primeiro a levar seus quatro peões para CASA, fazendo o máximo de pontos.
       *[standard] Seja o primeiro a levar seus quatro peões do INÍCIO até a CASA.
    }
sorry-rules-start-title = Quem começa
sorry-rules-start = { $who ->
        [card] Cada jogador tira uma carta; o maior número começa (SORRY! vale 0) e quem empatar tira de novo. Depois as cartas voltam ao baralho, que é embaralhado.
       *[red] { sorry-seat-red } começa.
    }
sorry-rules-turn-title = Sua vez
# $points: Play for points (a hand of $hand cards) or not.
sorry-rules-turn = { $points ->
        [yes] Três peões começam no INÍCIO e o quarto no seu círculo. Cada jogador tem { $hand } cartas na mão: na sua vez, jogue uma e mova conforme ela, depois tire cartas até voltar a ter { $hand }. Se nenhuma carta da mão permitir mover, descarte uma e tire outra; sua vez termina.
       *[no] Tire a carta do topo do monte e mova conforme ela; depois a vez passa em sentido horário. Você é obrigado a mover se puder, mesmo que isso o prejudique; sem jogada válida, você perde a carta.
    }
sorry-rules-cards-title = As cartas
# $modern: the 2013 cards; $team-split: a 7 may be split among all of a team's pawns.
sorry-rules-cards = { $modern ->
        [yes] Qualquer carta pode levar um peão do INÍCIO para o seu círculo.{" "}
       *[no] {""}
    }1: saia com um peão ou avance 1. { $modern ->
        [yes] 2: avance 2.
       *[no] 2: saia com um peão ou avance 2, depois tire outra carta.
    } 3, 5, 8, 12: avance o valor da carta. 4: volte 4. 7: avance 7 { $team-split ->
        [yes] ou divida o 7 entre quaisquer peões da sua dupla
       *[no] ou divida entre dois peões (nenhuma parte pode tirar um peão do INÍCIO)
    }. 10: avance 10 ou volte 1. 11: avance 11 ou troque de lugar com um peão adversário na pista (você pode recusar a troca). { $modern ->
        [yes] SORRY!: leve um peão do INÍCIO para um espaço ocupado por um peão adversário e mande-o de volta ao INÍCIO dele, ou avance 4 com um peão.
       *[no] SORRY!: leve um peão do INÍCIO para um espaço ocupado por um peão adversário e mande-o de volta ao INÍCIO dele.
    }
sorry-rules-moving-title = Movimento
# $safety: the number of squares of a SAFETY ZONE.
sorry-rules-moving = Os peões pulam uns sobre os outros. Parar sobre um peão adversário o derruba: ele volta ao INÍCIO dele; você não pode parar sobre um peão seu. Parar no triângulo de um escorregador de outra cor faz você deslizar até o fim dele, derrubando todos os peões no caminho, inclusive os seus. Sua ZONA DE SEGURANÇA de { $safety } { $safety ->
        [one] espaço
       *[other] espaços
    } é só sua: nela nenhum peão é derrubado ou trocado, movimentos para trás nunca entram nela e, para chegar à CASA, a contagem deve ser exata.
sorry-rules-teams-title = Duplas
sorry-rules-teams = Você pode mover os peões do seu parceiro com a sua carta, inclusive tirá-los do INÍCIO; um SORRY! deve ser jogado mesmo quando o único alvo é o seu parceiro.
sorry-rules-points-title = Pontos
# $bonus: whether only the highest bonus counts, or every bonus that applies.
sorry-rules-points = Quando um jogador tem quatro peões em CASA, a partida termina. Todos marcam 5 por peão em CASA; o vencedor marca também 5 por peão adversário fora de CASA, mais 25 se nenhum adversário tiver mais de dois peões em CASA, 50 se nenhum tiver mais de um e 100 se nenhum tiver peão em CASA ({ $bonus ->
        [highest] só o maior bônus conta
       *[cumulative] todos os bônus aplicáveis contam
    }). As mãos ficam ocultas: você só vê a sua.
sorry-rules-two-title = Dois jogadores
sorry-rules-two = As duas cores que não estão em jogo ficam fora do tabuleiro.

sorry-advice-move = { $move }, com o peão em { $place }
sorry-advice-play = o { $card }: { $move }, com o peão em { $place }
sorry-advice-split = { $move } (peões em { $places })
sorry-advice-forfeit = abra mão da carta
sorry-advice-discard = descarte o { $card }
