# Menus and screens around the table: loading, title, setup, settings, pause, results, notices.

# The collection's name (loading screen and title).
parlour = Parlour
loading = Carregando…
loading-progress = Carregando… { $done } / { $total }

## The games, as the menus name them, and a line about each (title and setup screens).
game-morpyam = Morpyam
game-morpyam-tagline = Cinco dados e uma grade de figuras: faça sua chamada e alinhe suas fichas.
game-sorry = Sorry!
game-sorry-tagline = Cartas, peões, escorregadores e trombadas: leve seus quatro peões para casa.
game-morris = Trilha
game-morris-tagline = Coloque, deslize e voe com suas peças; forme trilhas para capturar as do rival.
game-morfals = Morfals
game-morfals-tagline = Três dados, duas tribos e um rio: cerque e devore as figuras do rival.
# Shown only before any match has been opened.
game-none = Parlour

## Variants, as the setup screen and the scoreboard name them.
variant-morpyam-classic = Clássico
variant-morpyam-flash = Flash
variant-morpyam-plus = Plus
variant-sorry-standard = Padrão
variant-sorry-points = Por pontos
variant-sorry-teams = Duplas
variant-sorry-modern = Cartas de 2013
variant-morris-nine = Trilha de 9 peças
variant-morris-six = Trilha de 6 peças
variant-morris-twelve = Trilha de 12 peças
variant-morris-three = Trilha de 3 peças
variant-morris-morabaraba = Morabaraba
variant-morfals-standard = Padrão

## Title screen.
title-tagline = Uma coleção de jogos de mesa
title-resume = Continuar partida
# $what is a match summary (match-summary).
title-resume-tagline = Retome a partida que você deixou: { $what }.
title-replays = Replays
title-replays-tagline = Reveja suas últimas partidas terminadas, jogada por jogada.
title-settings-tagline = Volume, tela cheia, idioma, controles e redução de movimento.
title-quit = Sair

## Buttons used on several screens.
menu-settings = Configurações
menu-back = Voltar
menu-done = Pronto

## Setup screen (at most 620 px wide).
setup-players = Jogadores
# A seat row: "Seat 1 · Red".
setup-seat = Lugar { $n } · { $name }
setup-variant = Variante
setup-start = Começar
seat-human = Humano
seat-easy = Computador · fácil
seat-medium = Computador · médio
seat-hard = Computador · difícil
seat-expert = Computador · especialista

## Settings menu: a label on the left, its value on the right (150 px).
settings-music = Música
settings-effects = Efeitos
settings-fullscreen = Tela cheia
settings-reduced-motion = Reduzir movimento
settings-graphics = Qualidade gráfica
settings-graphics-high = Alta
settings-graphics-low = Baixa
settings-language = Idioma
settings-ui-scale = Tamanho da interface
settings-on = Ligado
settings-off = Desligado
percent = { $n }%

## Settings → Controls: every action with its keyboard keys and controller buttons (the action's
## name in at most 200 px, beside columns of 250 and 110 px).
settings-controls = Controles
controls-title = Controles
controls-keyboard = Teclado
controls-controller = Controle
controls-up = Para cima
controls-down = Para baixo
controls-left = Esquerda
controls-right = Direita
controls-next = Próximo item
controls-previous = Item anterior
controls-confirm = Selecionar
controls-back = Voltar
controls-pause = Pausar
controls-undo = Desfazer
controls-hint = Dica
# The line under the list (two lines at most): what to do, then what the last choice did.
# $action is an action's name above, $key the name of a key or button.
controls-help = Escolha uma ação e aperte a nova tecla ou o novo botão dela. O analógico esquerdo também sempre move.
controls-waiting = Aperte a nova tecla ou o novo botão para { $action } ({ $seconds } s; um clique cancela).
controls-bound = { $action } agora é { $key }.
# A key or button another action ($other) already has is refused.
controls-taken = { $key } já pertence a { $other }: escolha outra opção ou troque { $other } primeiro.
controls-cancelled = Nada mudou.
controls-reset = Restaurar padrões
controls-reset-done = Todas as ações voltaram às teclas e aos botões padrão.

## Pause menu.
pause-title = Pausado
pause-resume = Continuar
pause-rules = Regras
pause-resign = Desistir
pause-quit = Sair para o menu
pause-saved = A partida é salva a cada jogada: retome-a em Continuar partida, na tela inicial.
pause-replay = Um replay: nada é jogado nem salvo.

## Results screen (a panel 430 px wide).
results-rematch = Revanche
results-to-title = Menu principal
result-draw = Empate
result-wins = { $name } vence
result-share = { $names } dividem a vitória
# The winner's row in the scores.
result-winner = » { $name }
# Banner and log line at the end: "Red wins · KO".
result-line = { $headline } · { $reason }

## Notices: a toast at the bottom of the screen. $what is the system's own description of the
## problem (often in English) or a match summary; $path a file's path.
notice-quality-lowered = Qualidade gráfica em Baixa para a mesa continuar fluida (Configurações → Qualidade gráfica para escolher)
notice-asset-failed = Não foi possível carregar { $path }: { $what }
notice-settings-broken = O arquivo de configurações estava corrompido: { $what }
notice-settings-unsaved = Não foi possível salvar as configurações: { $what }
notice-bot-failed = O computador não conseguiu decidir a jogada: { $what }
notice-save-broken = Não foi possível ler a partida salva: { $what }
notice-save-failed = Não foi possível salvar a partida: { $what }
notice-start-failed = Não foi possível iniciar a partida: { $what }
notice-move-refused = Jogada recusada: { $what }
notice-no-resign = Ninguém nesta mesa pode desistir: o computador continua jogando.
notice-cannot-resume = Esta partida não pode ser retomada aqui: { $what }

## The web page around the game, before it starts (one line each; the page fills in $mb, $total
## and $what itself).
web-loading = Carregando…
web-loading-of = Carregando… { $mb } / { $total } MB
web-loading-mb = Carregando… { $mb } MB
web-preparing = Preparando…
web-start = Clique para jogar
web-fullscreen = Jogar em ecrã inteiro
web-sound = O som começa com o jogo.
web-load-failed = Não foi possível carregar o jogo: { $what }
web-stopped = O jogo parou: { $what }

settings-undo = Desfazer contra o computador
notice-undo-off = Desfazer está desligado (Configurações).
notice-undo-humans = Desfazer é só para partidas contra o computador.
notice-undo-nothing = Ainda não há nada para desfazer.
notice-undo-other = { $name } jogou depois: desfazer apagaria a jogada dele.
notice-undo-wait = Desfaça quando a mesa estiver parada.
notice-undo-broken = As jogadas desta partida não se repetem: { $what }
notice-hint-wait = A dica é para a sua vez.
notice-hint-failed = Nenhuma dica encontrada: { $what }
notice-replay-unsaved = Não foi possível guardar o replay: { $what }
notice-replay-broken = Um replay não pôde ser lido e ficou de fora: { $what }
notice-replay-exported = Replay exportado para o parlour-engine: { $path }
# Printed (and shown in a dialog where the system has one) when the program cannot start;
# $what: the system's own words.
startup-no-assets = O Parlour não pode iniciar: a pasta assets não foi encontrada (procurou em { $what }). Mantenha a pasta assets ao lado do programa, como o download a descompacta, e inicie o Parlour de novo.
startup-no-gpu = O Parlour não pode iniciar: nenhuma placa de vídeo deste computador consegue desenhá-lo (ele precisa de Vulkan, DirectX 12, Metal ou OpenGL ES 3). Instale ou atualize os drivers de vídeo e inicie o Parlour de novo. ({ $what })
startup-no-display = O Parlour não pode iniciar: não há tela onde abrir a janela. Inicie-o a partir de uma sessão de área de trabalho. ({ $what })
result-hints = Dicas usadas: { $n }
replays-title = Replays
replays-none = Nenhuma partida terminada ainda.
replays-line = { $result } · { $n ->
    [one] { $n } jogada
   *[other] { $n } jogadas
}
replays-export = Exportar
replay-heading = Replay
replay-opening = Replay: { $what }
replay-back = ‹ Voltar
replay-forward = Avançar ›
replay-play = Tocar
replay-pause = Pausar
replay-speed = { $n }×
replay-progress = Jogada { $n } de { $total }
replay-stepped-back = Uma jogada atrás
replay-unfinished = Não terminada

title-statistics = Estatísticas
title-statistics-tagline = Seu histórico em cada jogo: vitórias, derrotas e empates, sequências de vitórias e durações.

statistics-title = Estatísticas
statistics-none = Nenhuma partida terminada ainda.
statistics-game = Jogo
statistics-against = Contra
statistics-played = Jogadas
statistics-won = Vitórias
statistics-lost = Derrotas
statistics-drawn = Empates
statistics-streak = Sequência
statistics-streak-value = { $now } / { $best }
statistics-length = Duração
statistics-people = Pessoas
statistics-reset = Zerar estatísticas
statistics-reset-confirm = Aperte de novo para zerar
notice-statistics-reset = Estatísticas zeradas
notice-statistics-broken = Não foi possível guardar as estatísticas: { $what }
