# Aprender a jogar: a primeira partida guiada de cada jogo, e as palavras à volta dela.

## Em todas as lições.

learn-button = Aprender a jogar
learn-title = Aprender a jogar · { $game }
learn-offer = Novo em { $game }? Uma partida guiada ensina-o em cerca de três minutos.
learn-offer-yes = Aprender a jogar
learn-offer-no = Agora não
learn-skip = Saltar a lição
learn-next = Jogar uma partida
learn-back = Voltar à preparação
learn-not-now = Desta vez não: { $why }
learn-refused = As regras não o permitem: { $why }
learn-done = Lição concluída
learn-again = Aprender a jogar de novo
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
