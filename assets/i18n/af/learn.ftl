# Leer speel: die begeleide eerste wedstryd van elke spel, en die woorde daarom.

## By elke les.

learn-button = Leer speel
learn-title = Leer speel · { $game }
learn-offer = Nuut met { $game }? 'n Begeleide wedstryd leer jou dit in omtrent drie minute.
learn-offer-yes = Leer speel
learn-offer-no = Nie nou nie
learn-skip = Slaan les oor
learn-next = Speel 'n wedstryd
learn-back = Terug na opstelling
learn-not-now = Nie hierdie keer nie: { $why }
learn-refused = Die reëls laat dit nie toe nie: { $why }
learn-done = Les voltooi
learn-again = Leer weer speel
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
