# Leer speel: die begeleide eerste wedstryd van elke spel, en die woorde daarom.

## By elke les.

learn-button = Leer speel
learn-title = Leer speel · { $game }
learn-offer = Nuut met { $game }? Leer speel leer jou dit in 'n begeleide wedstryd van omtrent drie minute.
learn-skip = Slaan les oor
learn-next = Speel 'n wedstryd
learn-not-now = Nie hierdie keer nie: { $why }
learn-refused = Die reëls laat dit nie toe nie: { $why }
learn-done = Les voltooi
learn-again = Leer weer speel
# The pause menu's note during a lesson.
learn-pause-note = 'n Les word nie gestoor nie: Leer speel begin dit weer.
learn-step = Stap { $n } van { $of }

## Meulspel.

learn-morris-intro = Meulspel: maak drie in 'n ry, 'n meul, om jou teenstander se stukke te vat. Jy speel wit; die wedstryd is amper aan die einde van die neersit, en elke kant het vier stukke oor.
learn-morris-block = Swart het twee stukke op die onderste lyn. Sit jou laaste stuk op die omkringde punt, f2, om sy meul te keer.
learn-morris-blocked = Gekeer. Elke kant sit sy nege stukke een vir een neer en skuif hulle dan.
learn-morris-all-placed = Swart het sy laaste stuk neergesit. Van nou af skuif 'n beurt een stuk langs 'n lyn na die volgende leë punt.
learn-morris-slide = Skuif jou stuk van g4 op na g7: drie in 'n ry op die boonste lyn is 'n meul.
learn-morris-remove = 'n Meul vat een van swart se stukke. Vat die omkringde stuk op d2: dit was een tree van sy eie meul af.
learn-morris-removed = Swart het drie stukke oor.
learn-morris-flying = Met drie stukke oor vlieg 'n kant: enige van sy stukke mag na enige leë punt spring. Swart het pas van d3 na e5 gevlieg.
learn-morris-open = Maak jou meul oop: skuif g7 terug af na g4. Volgende beurt kan jy dit weer toemaak.
learn-morris-opened = 'n Oop meul is 'n bedreiging: net 'n stuk wat na g7 vlieg kan dit keer.
learn-morris-close = Maak die meul weer toe: skuif g4 op na g7.
learn-morris-last = Nog 'n meul. Vat een van swart se stukke: enige een.
learn-morris-won = Swart het net twee stukke oor en kan nooit weer 'n meul maak nie: jy wen.
learn-morris-outro = Dis Meulspel. Jy wen ook wanneer die ander kant geen stuk kan skuif nie. 'n Wenk (die Wenk-knoppie) wys altyd die sterkste skuif.

## Morpyam.
# BRELAN, CARRÉ, APPEL… are the game's own names, as on its grid.

learn-morpyam-intro = Morpyam: gooi vyf dobbelstene tot drie keer 'n beurt en plaas 'n skyf op 'n blokkie waarvan hulle die figuur maak; skywe in 'n ry tel punte. Jy speel rooi, in die middel van 'n wedstryd.
learn-morpyam-throw = Gooi al vyf dobbelstene. 'n Beurt het tot drie worpe.
learn-morpyam-keep = Twee 5's. Hou hulle en gooi die ander drie: drie 5's, 'n BRELAN van 5, sou die BRELAN van 5-blokkie aan die linkerkant, tussen jou skywe, bedek.
learn-morpyam-keep-again = Steeds twee 5's. Hou hulle weer en gooi die ander drie: dit is jou laaste worp.
learn-morpyam-place = Drie 5's maak 'n BRELAN van 5. Plaas jou skyf op die omkringde blokkie, BRELAN van 5.
learn-morpyam-line = Vier van jou skywe in 'n kolom: 'n ry van 4 tel 2 punte, 'n ry van 3 tel 1. Vyf in 'n ry is 'n KO en wen dadelik.
learn-morpyam-blue-placed = Blou het twee keer al vyf dobbelstene gegooi en 'n BRELAN van 6 met drie 6's bedek.
learn-morpyam-throw-again = Weer jou beurt. Gooi al vyf dobbelstene.
learn-morpyam-keep-twos = Drie 2's. Hou hulle en gooi die ander twee.
learn-morpyam-call = Vier 2's maak 'n CARRÉ, wat die laaste dobbelsteen ook al wys. Kies CARRÉ by Roep en gooi dan die laaste dobbelsteen: 'n aankondiging wat uitkom, bedek die APPEL-blokkie.
learn-morpyam-throw-one = Gooi die laaste dobbelsteen.
learn-morpyam-appel = Die aankondiging het uitgekom. Bedek die omkringde APPEL-blokkie.
learn-morpyam-appel-taken = 'n Aankondiging wat misluk, mors daardie worp, so kondig net 'n figuur aan waarvan jy (amper) seker is.
learn-morpyam-no-figure = Blou se derde worp het geen figuur op 'n vry blokkie gemaak nie, so die beurt gaan verby sonder 'n skyf.
learn-morpyam-outro = Dis Morpyam. Die wedstryd eindig met 'n KO, of wanneer 'n speler sy laaste skyf plaas (1 bonuspunt); dan wen wie die meeste punte uit rye van 3 en 4 het. Vyf eenderse dobbelstene, 'n MORPYAM, gee nog 'n beurt.

## Morfals.
# The tribes' names, Jusqualos and Sang-Zarète, are the same in every language.

learn-morfals-intro = Morfals: gooi drie dobbelstene gemerk 1-2-3 en plaas 'n figuur in die kolom wat hulle som noem; vang die teenstander se figure tussen twee van joune om hulle te verslind. Jy speel die Jusqualos, met nog drie figure om te plaas.
learn-morfals-throw = Gooi die drie dobbelstene.
learn-morfals-sandwich = 2 + 2 + 1 = 5, so jy plaas in kolom 5. Sit jou figuur op die omkringde blokkie: die Sang-Zarète se figuur langsaan is dan tussen twee van joune vasgevang.
learn-morfals-eaten = Verslind! 'n Verslinde figuur gaan terug na sy stam se voorraad en moet weer geplaas word.
learn-morfals-eaten-back = Die Sang-Zarète het 7 gegooi en jou figuur op 8/5 verslind: dit is terug in jou voorraad, so jy moet weer drie plaas.
learn-morfals-throw-again = Jou beurt: gooi die dobbelstene.
learn-morfals-one-two-three = 1, 2 en 3: die beurt gaan verby sonder om te plaas. Die enigste ander manier om 6 te gooi is 2-2-2, so min figure kom in kolom 6, die rivier.
learn-morfals-their-figure = Die Sang-Zarète het 'n figuur in kolom 5 geplaas, net onder joune.
learn-morfals-eat-it = Weer kolom 5. Plaas op die omkringde blokkie, onder hulle nuwe figuur: dit is dan tussen twee van joune vasgevang en word verslind.
learn-morfals-they-pass = 1-2-3 vir die Sang-Zarète: hulle pas.
learn-morfals-column = 1 + 3 + 3 = 7. Plaas op die omkringde blokkie van kolom 7, onder hulle figuur op 7/6: 'n figuur van jou daarbo sal dit dan verslind.
learn-morfals-last-one = Een figuur oor: plaas dit en die rondte is joune.
learn-morfals-river = 2 + 2 + 3 = 7. Plaas jou laaste figuur op die omkringde blokkie: dit verslind die figuur op 7/6. Die een op 6/6 is ook vasgevang, maar dit staan in die rivier, kolom 6, en kan nie verslind word nie.
learn-morfals-won = Al jou figure is geplaas: jy wen die rondte en kry 'n punt vir elke figuur wat nog in die Sang-Zarète se voorraad is.
learn-morfals-outro = Dis Morfals. Die eerste stam met 20 punte wen die wedstryd, en die verloorder van 'n rondte begin die volgende. Drie eenderse (1-1-1, 2-2-2 of 3-3-3) plaas en gooi weer.

## Jammer!
# START, HOME, SAFETY ZONE and SORRY! are the game's own words, as on its board and cards.

learn-sorry-intro = Jammer!: trek 'n kaart en skuif 'n pion daarvolgens, van BEGIN om die bord tot by HUIS. Jy speel rooi: twee pionne is in BEGIN, een is op die bord en een in jou VEILIGHEIDSONE.
learn-sorry-draw = Trek 'n kaart.
learn-sorry-start = 'n 1 (of 'n 2) bring 'n pion uit BEGIN op jou begin-sirkel. Bring die omkringde pion uit.
learn-sorry-blue-moved = Blou het 'n 12 getrek en 'n pion 12 spasies geskuif.
learn-sorry-blocked = Nog 'n 1, maar jou eie pion staan op jou begin-sirkel, en geen pion mag op een van sy eie land nie. Skuif eerder die omkringde pion 1 vorentoe.
learn-sorry-blue-safe = Blou het 'n 10 getrek en sy VEILIGHEIDSONE ingedraai: daar kan geen pion gestamp word nie.
learn-sorry-sorry = JAMMER!: sit 'n pion uit BEGIN op 'n pion van blou, wat terug moet na sy BEGIN. Stamp die omkringde pion van blou, die verste een.
learn-sorry-sorried = Jammer, blou! Daardie pion moet weer van BEGIN af begin.
learn-sorry-split-slide = 'n 7 mag tussen twee pionne verdeel word. Skuif die omkringde pion 6, op die driehoek van die groen glysone, en jou ander omkringde pion die oorblywende 1.
learn-sorry-slid = Land jy op die begin van 'n glysone van 'n ander kleur, gly jy tot aan die einde en stamp jy elke pion daarop. Op glysones van jou eie kleur gly jy nie.
learn-sorry-blue-backward = Blou het 'n pion met 'n 2 uitgebring, weer getrek en dit met 'n 4 vier spasies agtertoe geskuif: dit staan nou net voor sy VEILIGHEIDSONE.
learn-sorry-swap = 'n 11 mag een van jou pionne met 'n pion van blou op die bord ruil. Ruil die omkringde pionne: jy spring vorentoe, en blou se pion moet weer die hele bord om.
learn-sorry-swapped = Geruil. Help die ruil jou nie, mag jy met 'n 11 ook 11 vorentoe skuif.
learn-sorry-blue-twos = Blou het twee keer 'n 2 getrek en ná elkeen weer getrek, toe 'n 8; een van sy pionne het op die geel glysone gegly.
learn-sorry-home = Nog 'n 7. Jou pion in die VEILIGHEIDSONE het presies 3 nodig om HUIS toe te kom: skuif dit 3, en die omkringde pion die ander 4.
learn-sorry-at-home = HUIS! 'n Pion kom net daar met die presiese getal.
learn-sorry-bump = Nog 'n 7. Skuif jou omkringde pion 1 sodat dit op blou se pion land en dit stamp, en jou ander omkringde pion die ander 6.
learn-sorry-bumped = Jammer, blou! Land jy op 'n ander pion, gaan dit terug na sy BEGIN.
learn-sorry-outro = Dis Jammer! Wie eerste al vier pionne HUIS toe bring, wen. 'n 4 skuif agtertoe, 'n 10 skuif 10 vorentoe of 1 agtertoe, en ná 'n 2 trek jy weer.
