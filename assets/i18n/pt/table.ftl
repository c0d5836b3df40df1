# Words of the shared table, for every game: scoreboard, banner, log and results.

# A seat on the scoreboard: "Red · you", "Blue · hard". $who is one of the values below.
seat-label = { $name } · { $who ->
    [online] online
    [you] você
    [player] jogador
    [easy] fácil
    [medium] médio
    [expert] especialista
    *[hard] difícil
}

# The banner when a match opens, the scoreboard's and results' heading: "Morpyam · Classic".
opening-line = { $game } · { $variant }
match-resumed = Partida retomada
# The title's Resume line: "Morpyam · Classic, 2 players".
match-summary = { $game } · { $variant }, { $players ->
    [one] { $players } jogador
    *[other] { $players } jogadores
}

## Lists of names: "Red and Blue", "Red, Blue and Green".
list-and = { $a } e { $b }
list-comma = { $a }, { $b }
list-none = ninguém

## Why a match ended (after the winner, in the banner, the log and the results).
reason-resignation = desistência
reason-board-full = tabuleiro cheio
reason-two-men = reduzido a duas peças
reason-no-move = sem jogada válida
reason-three-in-a-row = três em linha
reason-threefold = tripla repetição
reason-repetition = { $n ->
    [one] posição repetida { $n } vez
    *[other] posição repetida { $n } vezes
}
reason-turns = { $n ->
    [one] { $n } turno
    *[other] { $n } turnos
}
reason-quiet = { $n ->
    [one] { $n } jogada sem captura
    *[other] { $n } jogadas sem captura
}
reason-flying-quiet = { $n ->
    [one] { $n } jogada com os dois lados voando
    *[other] { $n } jogadas com os dois lados voando
}
reason-ko = KO
reason-ko-daversa = KO R. D'Aversa
reason-last-token = última ficha colocada
reason-idle = tempo demais sem colocar ficha
reason-all-home = todos os peões em casa
reason-first-to = { $n ->
    [one] primeiro a fazer { $n } ponto
    *[other] primeiro a fazer { $n } pontos
}

## The prompt bar at the foot of the screen: a key or button cap, then what it does (short).
prompt-move = Mover
prompt-change = Alterar
prompt-select = Selecionar
prompt-next = Próximo
prompt-back = Voltar
prompt-pause = Menu

## Keys and buttons as hints name them: the player's own, on the device they used last. Every
## message gets $device ("keyboard", "controller" or "touch") and the names of that device's keys for
## Select ($select), Back ($back) and the four directions ($arrows); hints refer to them as
## { key-select }, { key-back } and { key-arrows }.
key-select = { $select }
key-back = { $back }
key-arrows = { $arrows }
# The four directions when they are the arrow keys, or the d-pad.
keys-arrows = setas
keys-dpad = direcional
# Four directions on other keys, in the order up, left, down, right ("W/A/S/D").
keys-four = { $up }/{ $left }/{ $down }/{ $right }
# Two keys on one key cap of the prompt bar ("I/K").
keys-pair = { $a }/{ $b }

## Names of keys, as key caps show them (short). Letters, digits, signs and controller buttons
## are shown as printed on them.
key-enter = Enter
key-escape = Esc
key-space = Espaço
key-backspace = Backspace
key-tab = Tab
key-delete = Delete
key-insert = Insert
key-home = Home
key-end = End
key-page-up = Page Up
key-page-down = Page Down
key-shift = Shift
key-ctrl = Ctrl
key-alt = Alt
# A key of the numeric keypad; $key is its sign or name ("Num 5", "Num Enter").
key-numpad = Num { $key }
# A key pressed with Shift, Ctrl or Alt held ("Ctrl+Z").
key-chord = { $modifier }+{ $key }

match-undone = Jogada desfeita: é a sua vez de novo
hint-line = Dica: { $what }
advice-resign = desistir
prompt-undo = Desfazer
prompt-hint = Dica
touch-tap = Toque
touch-hold = Manter
touch-arrows = ‹ ›
