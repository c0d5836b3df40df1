# Aprender a jogar: a primeira partida guiada de cada jogo, e as palavras à volta dela.

## Em todas as lições.

learn-button = Aprender a jogar
learn-title = Aprender a jogar · { $game }
learn-offer = Novo em { $game }? Aprender a jogar ensina-o numa partida guiada de cerca de três minutos.
learn-skip = Saltar a lição
learn-next = Jogar uma partida
learn-not-now = Desta vez não: { $why }
learn-refused = As regras não o permitem: { $why }
learn-done = Lição concluída
learn-again = Aprender a jogar de novo
# The pause menu's note during a lesson.
learn-pause-note = Uma lição não é guardada: Aprender a jogar começa-a de novo.
learn-step = Passo { $n } de { $of }

## Moinho (trilha).

learn-morris-intro = Moinho: faz três em linha, um moinho, para tirar peças ao adversário. Jogas com as brancas; a partida está quase no fim da colocação e cada lado tem quatro peças.
learn-morris-block = As pretas têm duas peças na linha de baixo. Põe a tua última peça no ponto marcado, f2, para travar o moinho delas.
learn-morris-blocked = Travado. Cada lado coloca as suas nove peças uma a uma e depois move-as.
learn-morris-all-placed = As pretas colocaram a última peça. A partir de agora, cada vez desliza-se uma peça ao longo de uma linha até ao ponto vazio seguinte.
learn-morris-slide = Desliza a tua peça de g4 para g7: três em linha na linha de cima é um moinho.
learn-morris-remove = Um moinho tira uma peça às pretas. Tira a peça marcada em d2: estava a um passo de um moinho dela.
learn-morris-removed = As pretas ficam com três peças.
learn-morris-flying = Com três peças, um lado voa: qualquer das suas peças pode saltar para qualquer ponto vazio. As pretas acabam de voar de d3 para e5.
learn-morris-open = Abre o teu moinho: desliza g7 de volta para g4. Na próxima vez podes fechá-lo outra vez.
learn-morris-opened = Um moinho aberto é uma ameaça: só uma peça a voar para g7 o travaria.
learn-morris-close = Fecha o moinho outra vez: desliza g4 para g7.
learn-morris-last = Outro moinho. Tira uma peça às pretas: qualquer uma.
learn-morris-won = As pretas ficam com duas peças e nunca mais podem fazer um moinho: ganhaste.
learn-morris-outro = Isto é o Moinho. Também ganhas quando o outro lado não pode mover nenhuma peça. Uma dica (o botão Dica) mostra sempre a jogada mais forte.

## Morpyam.
# BRELAN, CARRÉ, APPEL… are the game's own names, as on its grid.

learn-morpyam-intro = Morpyam: lança cinco dados até três vezes por vez e coloca uma ficha num quadrado cuja figura eles formem; fichas em linha dão pontos. Jogas com o vermelho, a meio de uma partida.
learn-morpyam-throw = Lança os cinco dados. Uma vez tem até três lances.
learn-morpyam-keep = Dois 5. Guarda-os e lança os outros três: três 5, um BRELAN de 5, cobririam o quadrado BRELAN de 5 na borda esquerda, entre as tuas fichas.
learn-morpyam-keep-again = Continuas com dois 5. Guarda-os outra vez e lança os outros três: é o teu último lance.
learn-morpyam-place = Três 5 formam um BRELAN de 5. Coloca a tua ficha no quadrado marcado, BRELAN de 5.
learn-morpyam-line = Quatro fichas tuas numa coluna: uma sequência de 4 vale 2 pontos, uma de 3 vale 1. Cinco em linha é um KO e ganha logo.
learn-morpyam-blue-placed = O azul lançou os cinco dados duas vezes e cobriu um BRELAN de 6 com três 6.
learn-morpyam-throw-again = É outra vez a tua vez. Lança os cinco dados.
learn-morpyam-keep-twos = Três 2. Guarda-os e lança os outros dois.
learn-morpyam-call = Quatro 2 formam um CARRÉ, mostre o último dado o que mostrar. Escolhe CARRÉ em Chamada e lança depois o último dado: uma chamada que dá certo cobre o quadrado APPEL.
learn-morpyam-throw-one = Lança o último dado.
learn-morpyam-appel = A chamada deu certo. Cobre o quadrado APPEL marcado.
learn-morpyam-appel-taken = Uma chamada falhada desperdiça o lance, por isso chama só uma figura de que tenhas a certeza, ou quase.
learn-morpyam-no-figure = O terceiro lance do azul não formou nenhuma figura num quadrado livre, por isso a vez passa sem ficha.
learn-morpyam-outro = Isto é o Morpyam. A partida acaba num KO, ou quando um jogador coloca a sua última ficha (1 ponto de bónus); então ganha quem tiver mais pontos de sequências de 3 e 4. Cinco dados iguais, um MORPYAM, dão mais uma vez.

## Morfals.
# The tribes' names, Jusqualos and Sang-Zarète, are the same in every language.

learn-morfals-intro = Morfals: lança três dados marcados 1-2-3 e coloca uma figura na coluna que a soma indica; apanha figuras rivais entre duas das tuas para as devorar. Jogas com os Jusqualos, com três figuras ainda por colocar.
learn-morfals-throw = Lança os três dados.
learn-morfals-sandwich = 2 + 2 + 1 = 5, por isso colocas na coluna 5. Põe a tua figura no quadrado marcado: a figura dos Sang-Zarète ao lado fica entre duas das tuas.
learn-morfals-eaten = Devorada! Uma figura devorada volta à reserva da sua tribo, para ser colocada outra vez.
learn-morfals-eaten-back = Os Sang-Zarète tiraram 7 e devoraram a tua figura em 8/5: voltou à tua reserva, por isso tens outra vez três para colocar.
learn-morfals-throw-again = É a tua vez: lança os dados.
learn-morfals-one-two-three = 1, 2 e 3: a vez passa sem colocar. A única outra maneira de fazer 6 é 2-2-2, por isso poucas figuras chegam à coluna 6, o rio.
learn-morfals-their-figure = Os Sang-Zarète colocaram uma figura na coluna 5, logo abaixo da tua.
learn-morfals-eat-it = Outra vez a coluna 5. Coloca no quadrado marcado, por baixo da figura nova deles: fica entre duas das tuas e é devorada.
learn-morfals-they-pass = 1-2-3 para os Sang-Zarète: passam a vez.
learn-morfals-column = 1 + 3 + 3 = 7. Coloca no quadrado marcado da coluna 7, por baixo da figura deles em 7/6: uma figura tua por cima dela devorá-la-á depois.
learn-morfals-last-one = Só te resta uma figura: coloca-a e a rodada é tua.
learn-morfals-river = 2 + 2 + 3 = 7. Coloca a tua última figura no quadrado marcado: devora a figura em 7/6. A de 6/6 também fica apanhada, mas está no rio, a coluna 6, e não pode ser devorada.
learn-morfals-won = Todas as tuas figuras estão colocadas: ganhas a rodada e marcas um ponto por cada figura que resta na reserva dos Sang-Zarète.
learn-morfals-outro = Isto é o Morfals. A primeira tribo a chegar a 20 pontos ganha a partida, e quem perde uma rodada começa a seguinte. Uma trinca (1-1-1, 2-2-2 ou 3-3-3) coloca e lança outra vez.

## Sorry!
# START, HOME, SAFETY ZONE and SORRY! are the game's own words, as on its board and cards.

learn-sorry-intro = Sorry!: tira uma carta e move um peão conforme ela, do INÍCIO à volta do tabuleiro até CASA. Jogas com o vermelho: dois peões estão no INÍCIO, um no tabuleiro e um na tua ZONA DE SEGURANÇA.
learn-sorry-draw = Tira uma carta.
learn-sorry-start = Um 1 (ou um 2) tira um peão do INÍCIO para o teu círculo de saída. Sai com o peão marcado.
learn-sorry-blue-moved = O azul tirou um 12 e avançou um peão 12 espaços.
learn-sorry-blocked = Outro 1, mas o teu círculo de saída está ocupado por um peão teu, e nenhum peão pode parar sobre outro da mesma cor. Avança antes o peão marcado 1 espaço.
learn-sorry-blue-safe = O azul tirou um 10 e entrou na sua ZONA DE SEGURANÇA: ali nenhum peão pode ser derrubado.
learn-sorry-sorry = SORRY!: põe um peão do teu INÍCIO sobre um peão azul, que volta ao INÍCIO dele. Derruba o peão azul marcado, o mais adiantado.
learn-sorry-sorried = Sorry, azul! Esse peão tem de recomeçar do INÍCIO.
learn-sorry-split-slide = Um 7 pode ser dividido entre dois peões. Avança o peão marcado 6 espaços, até ao triângulo do escorregador verde, e o teu outro peão marcado o 1 que falta.
learn-sorry-slid = Parar no início de um escorregador de outra cor leva-te até ao fim dele, derrubando todos os peões que lá estejam. Nos escorregadores da tua cor não deslizas.
learn-sorry-blue-backward = O azul saiu com um peão graças a um 2, tirou outra carta e recuou-o 4 espaços com um 4: está agora mesmo antes da sua ZONA DE SEGURANÇA.
learn-sorry-swap = Um 11 pode trocar um peão teu com um peão azul no tabuleiro. Troca os peões marcados: tu saltas para a frente e o peão azul tem de dar outra volta.
learn-sorry-swapped = Trocados. Quando a troca não te ajuda, um 11 também pode avançar 11.
learn-sorry-blue-twos = O azul tirou um 2 duas vezes, tirando outra carta depois de cada um, e depois um 8; um dos seus peões deslizou no escorregador amarelo.
learn-sorry-home = Outro 7. O teu peão na ZONA DE SEGURANÇA precisa de exatamente 3 para chegar a CASA: avança-o 3, e o peão marcado os outros 4.
learn-sorry-at-home = CASA! Um peão só lá chega com a contagem exata.
learn-sorry-bump = Mais um 7. Avança o teu peão marcado 1 espaço, para parar sobre o peão azul e o derrubar, e o teu outro peão marcado os outros 6.
learn-sorry-bumped = Sorry, azul! Parar sobre outro peão manda-o de volta ao INÍCIO dele.
learn-sorry-outro = Isto é o Sorry! Ganha quem levar primeiro os quatro peões para CASA. Um 4 recua, um 10 avança 10 ou recua 1, e depois de um 2 tiras outra carta.
