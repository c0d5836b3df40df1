# Tgħallem il-logħba: l-ewwel partita ggwidata ta' kull logħba, u l-kliem madwarha.

## Madwar kull lezzjoni.

learn-button = Tgħallem il-logħba
learn-title = Tgħallem il-logħba · { $game }
learn-offer = Ġdid għal { $game }? Tgħallem il-logħba jgħallmek f'partita ggwidata ta' madwar tliet minuti.
learn-skip = Aqbeż il-lezzjoni
learn-next = Ilgħab partita
learn-not-now = Mhux din id-darba: { $why }
learn-refused = Ir-regoli ma jippermettux dan: { $why }
learn-done = Il-lezzjoni lesta
learn-again = Erġa' tgħallem il-logħba
# The pause menu's note during a lesson.
learn-pause-note = Lezzjoni ma tiġix issejvjata: Tgħallem il-logħba terġa' tibdiha.
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

## Morpyam.
# BRELAN, CARRÉ, APPEL… are the game's own names, as on its grid.

learn-morpyam-intro = Morpyam: itfa' ħames żarijiet sa tliet darbiet kull dawra u poġġi gettun fuq kaxxa li l-figura tagħha jagħmluha huma; gettuni f'ringiela jagħtu punti. Inti tilgħab bl-aħmar, f'nofs partita.
learn-morpyam-throw = Itfa' l-ħames żarijiet kollha. Dawra għandha sa tliet tfigħat.
learn-morpyam-keep = Żewġ 5. Żommhom u itfa' t-tlieta l-oħra: tliet 5, BRELAN ta' 5, jistgħu jgħattu l-kaxxa BRELAN ta' 5 fit-tarf tax-xellug, bejn il-gettuni tiegħek.
learn-morpyam-keep-again = Għad għandek żewġ 5. Erġa' żommhom u itfa' t-tlieta l-oħra: din hija l-aħħar tefgħa tiegħek.
learn-morpyam-place = Tliet 5 jagħmlu BRELAN ta' 5. Poġġi l-gettun tiegħek fuq il-kaxxa mmarkata, BRELAN ta' 5.
learn-morpyam-line = Erba' gettuni tiegħek f'kolonna: ringiela ta' 4 tagħti 2 punti, ringiela ta' 3 tagħti punt wieħed. Ħamsa f'ringiela huma KO u jirbħu mill-ewwel.
learn-morpyam-blue-placed = Il-blu tefa' l-ħames żarijiet darbtejn u għatta BRELAN ta' 6 bi tliet 6.
learn-morpyam-throw-again = Erġa' jmiss lilek. Itfa' l-ħames żarijiet kollha.
learn-morpyam-keep-twos = Tliet 2. Żommhom u itfa' t-tnejn l-oħra.
learn-morpyam-call = Erba' 2 jagħmlu CARRÉ, ikun x'ikun juri l-aħħar żar. Agħżel CARRÉ f'Sejħa, imbagħad itfa' l-aħħar żar: sejħa li tirnexxi tgħatti l-kaxxa APPEL.
learn-morpyam-throw-one = Itfa' l-aħħar żar.
learn-morpyam-appel = Is-sejħa rnexxiet. Għatti l-kaxxa APPEL immarkata.
learn-morpyam-appel-taken = Sejħa li tfalli taħli dik it-tefgħa, allura sejjaħ biss figura li int ċert minnha, jew kważi.
learn-morpyam-no-figure = It-tielet tefgħa tal-blu ma għamlet l-ebda figura fuq kaxxa libera, allura d-dawra tgħaddi mingħajr gettun.
learn-morpyam-outro = Dak hu l-Morpyam. Il-partita tispiċċa b'KO, jew meta plejer ipoġġi l-aħħar gettun tiegħu (punt bonus); imbagħad jirbaħ min għandu l-aktar punti minn ringieli ta' 3 u 4. Ħames żarijiet indaqs, MORPYAM, jagħtu dawra oħra.

## Morfals.
# The tribes' names, Jusqualos and Sang-Zarète, are the same in every language.

learn-morfals-intro = Morfals: itfa' tliet dadi mmarkati 1-2-3 u poġġi figura fil-kolonna li jsemmi t-total tagħhom; aqbad figuri tal-avversarju bejn tnejn minn tiegħek biex tiekolhom. Inti tilgħab bil-Jusqualos, u fadallek tliet figuri x'tpoġġi.
learn-morfals-throw = Itfa' t-tliet dadi.
learn-morfals-sandwich = 2 + 2 + 1 = 5, allura tpoġġi fil-kolonna 5. Poġġi l-figura tiegħek fuq il-kaxxa mmarkata: il-figura tas-Sang-Zarète ħdejha tinqabad bejn tnejn minn tiegħek.
learn-morfals-eaten = Tittiekel! Figura li tittiekel terġa' lura fir-riżerva tat-tribù tagħha, biex titqiegħed mill-ġdid.
learn-morfals-eaten-back = Is-Sang-Zarète tefgħu 7 u kielu l-figura tiegħek fuq 8/5: reġgħet lura fir-riżerva tiegħek, allura għandek tlieta x'tpoġġi mill-ġdid.
learn-morfals-throw-again = Imissek: itfa' d-dadi.
learn-morfals-one-two-three = 1, 2 u 3: id-dawra tgħaddi mingħajr ma tpoġġi. L-uniku mod ieħor biex tagħmel 6 huwa 2-2-2, allura ftit figuri jaslu fil-kolonna 6, ix-xmara.
learn-morfals-their-figure = Is-Sang-Zarète poġġew figura fil-kolonna 5, eżatt taħt tiegħek.
learn-morfals-eat-it = Għal darb'oħra l-kolonna 5. Poġġi fuq il-kaxxa mmarkata, taħt il-figura l-ġdida tagħhom: tinqabad bejn tnejn minn tiegħek u tittiekel.
learn-morfals-they-pass = 1-2-3 għas-Sang-Zarète: jgħaddu.
learn-morfals-column = 1 + 3 + 3 = 7. Poġġi fuq il-kaxxa mmarkata tal-kolonna 7, taħt il-figura tagħhom fuq 7/6: figura tiegħek fuqha mbagħad tiekolha.
learn-morfals-last-one = Fadlitlek figura waħda: poġġiha u r-rawnd huwa tiegħek.
learn-morfals-river = 2 + 2 + 3 = 7. Poġġi l-aħħar figura tiegħek fuq il-kaxxa mmarkata: tiekol il-figura fuq 7/6. Dik fuq 6/6 tinqabad ukoll, imma tinsab fix-xmara, il-kolonna 6, u ma tistax tittiekel.
learn-morfals-won = Il-figuri kollha tiegħek tqiegħdu: tirbaħ ir-rawnd u tieħu punt għal kull figura li fadal fir-riżerva tas-Sang-Zarète.
learn-morfals-outro = Dak hu l-Morfals. L-ewwel tribù li tasal għal 20 punt tirbaħ il-partita, u min jitlef rawnd jibda dak ta' wara. Tripla (1-1-1, 2-2-2 jew 3-3-3) tpoġġi u terġa' titfa'.

## Sorry!
# START, HOME, SAFETY ZONE and SORRY! are the game's own words, as on its board and cards.

learn-sorry-intro = Sorry!: iġbed karta u mexxi pedina skont il-karta, mill-BIDU madwar il-bord sad-DAR. Inti tilgħab bl-aħmar: żewġ pedini huma fil-BIDU, waħda fuq il-bord u waħda fiż-ŻONA SIGURA tiegħek.
learn-sorry-draw = Iġbed karta.
learn-sorry-start = 1 (jew 2) toħroġ pedina mill-BIDU fuq iċ-ċirku tal-ħruġ tiegħek. Oħroġ il-pedina mmarkata.
learn-sorry-blue-moved = Il-blu ġibed 12 u mexxa pedina 12-il kaxxa.
learn-sorry-blocked = 1 ieħor, imma fuq iċ-ċirku tal-ħruġ tiegħek hemm diġà pedina tiegħek, u l-ebda pedina ma tista' tieqaf fuq waħda tal-istess kulur. Minflok, mexxi l-pedina mmarkata 1 'il quddiem.
learn-sorry-blue-safe = Il-blu ġibed 10 u daħal fiż-ŻONA SIGURA tiegħu: hemmhekk l-ebda pedina ma tista' tintlaqat.
learn-sorry-sorry = SORRY!: poġġi pedina mill-BIDU fuq pedina blu, li terġa' lura fil-BIDU tagħha. Olqot il-pedina blu mmarkata, l-aktar waħda 'l quddiem.
learn-sorry-sorried = Sorry, blu! Dik il-pedina trid terġa' tibda mill-BIDU.
learn-sorry-split-slide = 7 jista' jinqasam bejn żewġ pedini. Mexxi l-pedina mmarkata 6, fuq it-trijangolu taż-żurżieqa l-ħadra, u l-pedina mmarkata l-oħra l-1 li fadal.
learn-sorry-slid = Jekk tieqaf fil-bidu ta' żurżieqa ta' kulur ieħor, tiżżerżaq sat-tarf tagħha u tolqot kull pedina li hemm fuqha. Fuq iż-żurżieqat tal-kulur tiegħek ma tiżżerżaqx.
learn-sorry-blue-backward = Il-blu ħareġ pedina b'2, reġa' ġibed, u b'4 ressaqha 4 lura: issa tinsab eżatt qabel iż-ŻONA SIGURA tiegħu.
learn-sorry-swap = 11 jista' jibdel pedina tiegħek ma' pedina blu fuq il-bord. Ibdel il-pedini mmarkati: int taqbeż 'il quddiem, u l-pedina blu trid terġa' ddur il-bord kollu.
learn-sorry-swapped = Inbidlu. Meta l-bdil ma jgħinekx, b'11 tista' wkoll timxi 11 'il quddiem.
learn-sorry-blue-twos = Il-blu ġibed 2 darbtejn, u wara kull wieħed reġa' ġibed, imbagħad 8; waħda mill-pedini tiegħu żżerżqet fuq iż-żurżieqa s-safra.
learn-sorry-home = 7 ieħor. Il-pedina tiegħek fiż-ŻONA SIGURA għandha bżonn eżatt 3 biex tasal fid-DAR: mexxiha 3, u l-pedina mmarkata l-4 l-oħra.
learn-sorry-at-home = Fid-DAR! Pedina tasal hemm biss bl-għadd eżatt.
learn-sorry-bump = 7 ieħor. Mexxi l-pedina mmarkata tiegħek 1, biex tieqaf fuq il-pedina blu u tolqotha, u l-pedina mmarkata l-oħra s-6 l-oħra.
learn-sorry-bumped = Sorry, blu! Jekk tieqaf fuq pedina oħra, tibgħatha lura fil-BIDU tagħha.
learn-sorry-outro = Dak hu s-Sorry! Jirbaħ l-ewwel min iġib l-erba' pedini tiegħu fid-DAR. 4 timxi lura, 10 timxi 10 'il quddiem jew 1 lura, u wara 2 terġa' tiġbed.
