# Tgħallem il-logħba: l-ewwel partita ggwidata ta' kull logħba, u l-kliem madwarha.

## Madwar kull lezzjoni.

learn-button = Tgħallem il-logħba
learn-title = Tgħallem il-logħba · { $game }
learn-offer = Ġdid għal { $game }? Partita ggwidata tgħallmek f'madwar tliet minuti.
learn-offer-yes = Tgħallem il-logħba
learn-offer-no = Mhux issa
learn-skip = Aqbeż il-lezzjoni
learn-next = Ilgħab partita
learn-back = Lura għat-tħejjija
learn-not-now = Mhux din id-darba: { $why }
learn-refused = Ir-regoli ma jippermettux dan: { $why }
learn-done = Il-lezzjoni lesta
learn-again = Erġa' tgħallem il-logħba
learn-step = Pass { $n } minn { $of }

## Il-Mitħna.

learn-morris-intro = Il-Mitħna: agħmel tlieta f'ringiela, mitħna, biex tieħu l-biċċiet tal-avversarju. Inti tilgħab bl-abjad; il-partita hija kważi fl-aħħar tat-tqegħid, u kull naħa fadlilha erba' biċċiet.
learn-morris-block = L-iswed għandu żewġ biċċiet fuq il-linja t'isfel. Poġġi l-aħħar biċċa tiegħek fuq il-punt immarkat, f2, biex twaqqaf il-mitħna tiegħu.
learn-morris-blocked = Imblukkat. Kull naħa tpoġġi d-disa' biċċiet tagħha waħda waħda, imbagħad tmexxihom.
learn-morris-all-placed = L-iswed poġġa l-aħħar biċċa tiegħu. Minn issa 'l quddiem, kull dawra tiżżerżaq biċċa waħda tul linja sal-punt vojt li jmiss.
learn-morris-slide = Żerżaq il-biċċa tiegħek minn g4 sa g7: tlieta f'ringiela fuq il-linja ta' fuq hija mitħna.
learn-morris-remove = Mitħna tieħu biċċa mill-iswed. Ħu l-biċċa mmarkata f'd2: kienet pass wieħed 'il bogħod minn mitħna tagħha.
learn-morris-removed = L-iswed fadallu tliet biċċiet.
learn-morris-flying = B'tliet biċċiet biss, naħa ttir: kull biċċa tagħha tista' taqbeż għal kull punt vojt. L-iswed għadu kif tar minn d3 għal e5.
learn-morris-open = Iftaħ il-mitħna tiegħek: żerżaq g7 lura għal g4. Id-dawra li jmiss tista' terġa' tagħlaqha.
learn-morris-opened = Mitħna miftuħa hija theddida: biss biċċa li ttir għal g7 tista' twaqqafha.
learn-morris-close = Erġa' agħlaq il-mitħna: żerżaq g4 sa g7.
learn-morris-last = Mitħna oħra. Ħu biċċa mill-iswed: liema trid.
learn-morris-won = L-iswed fadallu żewġ biċċiet biss u qatt ma jista' jerġa' jagħmel mitħna: irbaħt.
learn-morris-outro = Dik hija l-Mitħna. Tirbaħ ukoll meta n-naħa l-oħra ma tista' tmexxi l-ebda biċċa. Ħjiel (il-buttuna Ħjiel) dejjem juri l-aqwa mossa.
