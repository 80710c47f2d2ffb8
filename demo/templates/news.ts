import { millions } from "./places.ts";
import { type SectionTemplates, tri } from "./story-kind.ts";
import { PEOPLE, pickPlace } from "./vocabulary.ts";

/** City hall stories: one city, one project, one sum of money in the city's currency. */
export const NEWS: SectionTemplates = {
  section: "news",
  kinds: [
    {
      name: "city",
      facts: ({ rng, language }) => {
        const { place, city } = pickPlace(rng, language);
        return {
          place,
          vars: {
            city,
            person: rng.pick(PEOPLE[language]),
            money: millions(rng, language, place, 12, 480),
            number: String(rng.int(180, 1900)),
            percent: String(rng.int(52, 81)),
            km: String(rng.int(6, 24)),
            beds: String(rng.int(12, 60) * 10),
            year: String(rng.int(2027, 2031)),
          },
          tags: [],
        };
      },
      stories: [
        {
          id: "tram-line",
          topic: "Climate Change",
          anchors: { slots: ["city"], subject: tri("tram", "tranvía", "VLT") },
          motif: "tram",
          headline: tri(
            "{city} approves a {km} km tram line after months of debate",
            "{city} aprueba una línea de tranvía de {km} kilómetros tras meses de debate",
            "{city} aprova linha de VLT de {km} km após meses de debate",
          ),
          standfirst: tri(
            "The {money} tram scheme is the largest transport project {city} has signed off in a generation.",
            "El tranvía costará {money} y es el mayor proyecto de transporte que {city} aprueba en una generación.",
            "O VLT vai custar {money} e é a maior obra de transporte aprovada em {city} em uma geração.",
          ),
          body: [
            tri(
              "Councillors in {city} voted on Tuesday to build a {km} km tram line across the city, with a budget of {money}. Work is due to start next year and the first trams should run in {year}.",
              "El pleno de {city} votó el martes a favor de construir una línea de tranvía de {km} kilómetros que cruzará la ciudad, con un presupuesto de {money}. Las obras empezarán el año que viene y los primeros tranvías circularán en {year}.",
              "A Câmara de {city} aprovou na terça-feira a construção de uma linha de VLT de {km} km que vai atravessar a cidade, com orçamento de {money}. As obras começam no ano que vem, e os primeiros trens devem circular em {year}.",
            ),
            tri(
              "Supporters say the line will take thousands of cars off the road and help the city meet its targets on climate change. Opponents worry about years of roadworks on the busiest streets.",
              "Sus defensores aseguran que la línea sacará miles de coches de la calle y ayudará a la ciudad a cumplir sus objetivos frente al cambio climático. Los críticos temen años de obras en las calles más concurridas.",
              "Os defensores dizem que a linha vai tirar milhares de carros das ruas e ajudar a cidade a cumprir suas metas contra as mudanças climáticas. Os críticos temem anos de obras nas ruas mais movimentadas.",
            ),
            tri(
              "“This is the most important decision the city has taken in years,” said {person}, who chairs the transport committee.",
              "«Es la decisión más importante que ha tomado la ciudad en años», afirmó {person}, que preside la comisión de transportes.",
              "“É a decisão mais importante que a cidade tomou em anos”, disse {person}, que preside a comissão de transportes.",
            ),
            tri(
              "The route will be published in full next month, when residents can comment on the position of each stop.",
              "El trazado completo se publicará el mes que viene, y los vecinos podrán opinar sobre la ubicación de cada parada.",
              "O traçado completo será divulgado no mês que vem, e os moradores poderão opinar sobre a localização de cada estação.",
            ),
          ],
          caption: tri(
            "A tram on a street of {city}, as the new line might look.",
            "Un tranvía en una calle de {city}, tal como podría verse la nueva línea.",
            "Um VLT em uma rua de {city}, como a nova linha poderá ficar.",
          ),
        },
        {
          id: "flood-defences",
          topic: "Climate Change",
          anchors: { slots: ["city"], subject: tri("flood", "inundaciones", "enchentes") },
          motif: "flood",
          headline: tri(
            "Residents of {city} back new flood defences in public consultation",
            "Los vecinos de {city} respaldan el nuevo plan contra las inundaciones",
            "Moradores de {city} apoiam novo plano contra enchentes em consulta pública",
          ),
          standfirst: tri(
            "{percent}% of the {number} people who took part in {city}'s consultation support the {money} flood plan.",
            "El {percent} % de las {number} personas que participaron en la consulta de {city} apoya el plan contra las inundaciones, de {money}.",
            "{percent}% das {number} pessoas que participaram da consulta em {city} apoiam o plano contra enchentes, de {money}.",
          ),
          body: [
            tri(
              "The flood plan for {city} includes new walls along the river, wetlands that can hold storm water and pumps in the lowest neighbourhoods. It will cost {money} over five years.",
              "El plan contra las inundaciones de {city} incluye nuevos muros junto al río, humedales capaces de retener el agua de las tormentas y bombas en los barrios más bajos. Costará {money} en cinco años.",
              "O plano contra enchentes de {city} prevê novos muros às margens do rio, áreas alagáveis para reter a água das tempestades e bombas nos bairros mais baixos. Vai custar {money} em cinco anos.",
            ),
            tri(
              "Around {number} people answered the consultation, the largest turnout in a decade, after last winter's storms flooded hundreds of homes. Climate change makes such storms more frequent, the city's engineers warn.",
              "Unas {number} personas respondieron a la consulta, la mayor participación en una década, después de que las tormentas del invierno pasado anegaran cientos de viviendas. El cambio climático hace más frecuentes esos episodios, advierten los ingenieros municipales.",
              "Cerca de {number} pessoas responderam à consulta, a maior participação em uma década, depois que as chuvas do último verão alagaram centenas de casas. As mudanças climáticas tornam esses temporais mais frequentes, alertam os engenheiros da prefeitura.",
            ),
            tri(
              "“People want answers, not more promises,” said {person}, who speaks for a residents’ association in one of the worst-hit streets.",
              "«La gente quiere respuestas, no más promesas», dijo {person}, portavoz de una asociación vecinal de una de las calles más afectadas.",
              "“As pessoas querem respostas, não mais promessas”, disse {person}, representante de uma associação de moradores de uma das ruas mais atingidas.",
            ),
            tri(
              "The council will vote on the final plan in the spring; the first works could begin before the next rainy season.",
              "El ayuntamiento votará el plan definitivo en primavera; las primeras obras podrían empezar antes de la próxima temporada de lluvias.",
              "A Câmara vota o plano final no próximo semestre; as primeiras obras podem começar antes da próxima temporada de chuvas.",
            ),
          ],
          caption: tri(
            "Flood barriers holding back a swollen river in {city}.",
            "Barreras contra las inundaciones frente a un río crecido en {city}.",
            "Barreiras contra enchentes diante de um rio cheio em {city}.",
          ),
        },
        {
          id: "solar-roofs",
          topic: "Renewable Energy",
          anchors: { slots: ["city"], subject: tri("solar", "solar", "solar") },
          motif: "solar",
          headline: tri(
            "{city} to put solar panels on {number} public roofs",
            "{city} instalará paneles solares en {number} tejados públicos",
            "{city} vai instalar painéis solares em {number} prédios públicos",
          ),
          standfirst: tri(
            "Schools, libraries and sports halls in {city} will share a {money} solar programme meant to cut their power bills by a third.",
            "Colegios, bibliotecas y polideportivos de {city} compartirán un programa solar de {money} que busca recortar un tercio su factura eléctrica.",
            "Escolas, bibliotecas e ginásios de {city} vão dividir um programa de energia solar de {money} que promete cortar a conta de luz em um terço.",
          ),
          body: [
            tri(
              "{city} will cover {number} public buildings with solar panels over the next three years, the council announced. The programme will cost {money} and is expected to pay for itself within a decade.",
              "{city} cubrirá con paneles solares {number} edificios públicos en los próximos tres años, anunció el ayuntamiento. El programa costará {money} y debería amortizarse en una década.",
              "{city} vai cobrir {number} prédios públicos com painéis solares nos próximos três anos, anunciou a prefeitura. O programa custará {money} e deve se pagar em uma década.",
            ),
            tri(
              "Renewable energy already supplies a growing share of the city's electricity, and the new roofs would add enough power for several thousand homes on a sunny day.",
              "Las energías renovables ya cubren una parte creciente de la electricidad de la ciudad, y los nuevos tejados aportarían en un día soleado energía suficiente para varios miles de hogares.",
              "As energias renováveis já respondem por uma fatia crescente da eletricidade da cidade, e os novos telhados gerariam, em um dia de sol, energia suficiente para milhares de casas.",
            ),
            tri(
              "“Every school roof that makes power is money we can spend on teachers,” said {person}, who leads the project at city hall.",
              "«Cada tejado de colegio que produce energía es dinero que podemos dedicar a los profesores», dijo {person}, responsable del proyecto en el ayuntamiento.",
              "“Cada telhado de escola que gera energia é dinheiro que podemos investir nos professores”, disse {person}, responsável pelo projeto na prefeitura.",
            ),
            tri(
              "The first {percent} buildings have been chosen; the full list will be published once engineers have checked each roof.",
              "Ya se han elegido los primeros {percent} edificios; la lista completa se publicará cuando los ingenieros hayan revisado cada tejado.",
              "Os primeiros {percent} prédios já foram escolhidos; a lista completa sai depois que os engenheiros vistoriarem cada telhado.",
            ),
          ],
          caption: tri(
            "Solar panels on a public building in {city}.",
            "Paneles solares en un edificio público de {city}.",
            "Painéis solares em um prédio público de {city}.",
          ),
        },
        {
          id: "hospital",
          topic: "Public Health",
          anchors: { slots: ["city"], subject: tri("hospital", "hospital", "hospital") },
          motif: "hospital",
          headline: tri(
            "{city} will build a {beds}-bed public hospital by {year}",
            "{city} tendrá un hospital público de {beds} camas en {year}",
            "{city} terá hospital público com {beds} leitos até {year}",
          ),
          standfirst: tri(
            "The {money} hospital is meant to shorten waiting lists that have grown for years in {city}.",
            "El hospital costará {money} y busca reducir unas listas de espera que no paran de crecer en {city}.",
            "O hospital vai custar {money} e deve reduzir as filas de espera que só crescem em {city}.",
          ),
          body: [
            tri(
              "Health officials in {city} confirmed this week that the new hospital will have {beds} beds, an emergency department and a maternity unit. The budget of {money} was approved after a long session in which the opposition asked for more detail on the timetable.",
              "Las autoridades sanitarias de {city} confirmaron esta semana que el nuevo hospital tendrá {beds} camas, urgencias y maternidad. El presupuesto de {money} se aprobó tras una larga sesión en la que la oposición pidió más detalles sobre el calendario.",
              "A secretaria de Saúde de {city} confirmou nesta semana que o novo hospital terá {beds} leitos, pronto-socorro e maternidade. O orçamento de {money} foi aprovado após uma longa sessão em que a oposição pediu mais detalhes sobre o cronograma.",
            ),
            tri(
              "Public health has become one of residents' main worries: a survey last month found that {percent}% of families had waited more than three months for a specialist.",
              "La salud pública se ha convertido en una de las principales preocupaciones de los vecinos: una encuesta del mes pasado indicó que el {percent} % de las familias esperó más de tres meses para ver a un especialista.",
              "A saúde pública virou uma das maiores preocupações dos moradores: uma pesquisa do mês passado mostrou que {percent}% das famílias esperaram mais de três meses por um especialista.",
            ),
            tri(
              "“A hospital is not built in a day, but this one is finally on paper and paid for,” said {person}, of the doctors' association that campaigned for it.",
              "«Un hospital no se construye en un día, pero este por fin está sobre el papel y financiado», dijo {person}, de la asociación de médicos que hizo campaña a su favor.",
              "“Um hospital não se constrói em um dia, mas este finalmente está no papel e tem dinheiro”, disse {person}, da associação de médicos que fez campanha pela obra.",
            ),
            tri(
              "Construction is due to begin next spring on land next to the ring road, and hiring of nurses will start a year before the doors open.",
              "Las obras empezarán la próxima primavera en un terreno junto a la circunvalación, y la contratación de enfermeras arrancará un año antes de la apertura.",
              "As obras começam no próximo ano em um terreno ao lado do anel viário, e a contratação de enfermeiros começa um ano antes da inauguração.",
            ),
          ],
          caption: tri(
            "An architect's view of the planned hospital in {city}.",
            "Recreación del hospital previsto en {city}.",
            "Projeção do hospital planejado em {city}.",
          ),
        },
        {
          id: "chargers",
          topic: "Electric Vehicles",
          anchors: { slots: ["city"], subject: tri("charg", "carga", "recarga") },
          motif: "charger",
          headline: tri(
            "{city} plans {number} new charging points for electric cars",
            "{city} instalará {number} nuevos puntos de carga para coches eléctricos",
            "{city} vai instalar {number} pontos de recarga para os carros elétricos",
          ),
          standfirst: tri(
            "Drivers in {city} have complained for years about too few chargers; the council now puts {money} on the table.",
            "Los conductores de {city} llevan años quejándose de la falta de puntos de carga; el ayuntamiento pone ahora {money} sobre la mesa.",
            "Motoristas de {city} reclamam há anos da falta de pontos de recarga; agora a prefeitura coloca {money} na mesa.",
          ),
          body: [
            tri(
              "{city} will install {number} public charging points over the next two years, most of them in residential streets where people cannot charge at home. The plan will cost {money}.",
              "{city} instalará {number} puntos de carga públicos en los próximos dos años, la mayoría en calles residenciales donde no se puede cargar en casa. El plan costará {money}.",
              "{city} vai instalar {number} pontos de recarga públicos nos próximos dois anos, a maioria em ruas residenciais onde não dá para carregar em casa. O plano vai custar {money}.",
            ),
            tri(
              "Sales of electric vehicles have doubled in the city since 2022, but the network of chargers has not kept up, according to a report by local drivers' groups.",
              "Las ventas de vehículos eléctricos se han duplicado en la ciudad desde 2022, pero la red de puntos de carga no ha crecido al mismo ritmo, según un informe de asociaciones de conductores.",
              "As vendas de veículos elétricos dobraram na cidade desde 2022, mas a rede de pontos de recarga não acompanhou, segundo um relatório de associações de motoristas.",
            ),
            tri(
              "“Nobody should have to drive across town to charge a car,” said {person}, who oversees transport at city hall.",
              "«Nadie debería cruzar la ciudad para cargar el coche», dijo {person}, responsable de movilidad del ayuntamiento.",
              "“Ninguém deveria atravessar a cidade para carregar o carro”, disse {person}, responsável pela mobilidade na prefeitura.",
            ),
            tri(
              "Residents can suggest locations on the council's website until the end of the month.",
              "Los vecinos pueden proponer ubicaciones en la web municipal hasta final de mes.",
              "Os moradores podem sugerir locais no site da prefeitura até o fim do mês.",
            ),
          ],
          caption: tri(
            "An electric car at a public charging point in {city}.",
            "Un coche eléctrico en un punto de carga público de {city}.",
            "Um carro elétrico em um ponto de recarga público de {city}.",
          ),
        },
        {
          id: "election-poll",
          topic: "Elections",
          anchors: { slots: ["city"], subject: tri("vot", "vot", "elei") },
          motif: "ballot",
          headline: tri(
            "{percent}% of {city} voters still undecided weeks before the elections",
            "El {percent} % de los votantes de {city} sigue indeciso a pocas semanas de las elecciones",
            "{percent}% dos eleitores de {city} ainda estão indecisos a semanas da eleição",
          ),
          standfirst: tri(
            "A new poll of {number} voters in {city} finds housing and transport ahead of every other worry.",
            "Una nueva encuesta a {number} votantes de {city} sitúa la vivienda y el transporte por delante de cualquier otra preocupación.",
            "Nova pesquisa com {number} eleitores de {city} coloca moradia e transporte à frente de qualquer outra preocupação.",
          ),
          body: [
            tri(
              "With the elections weeks away, {percent}% of voters in {city} have not decided whom to support, according to a poll of {number} residents published on Monday.",
              "A pocas semanas de las elecciones, el {percent} % de los votantes de {city} no ha decidido a quién apoyar, según una encuesta a {number} vecinos publicada el lunes.",
              "A poucas semanas das eleições, {percent}% dos eleitores de {city} ainda não decidiram em quem votar, segundo pesquisa com {number} moradores divulgada na segunda-feira.",
            ),
            tri(
              "Housing costs came first among voters' concerns, followed by public transport and the state of the city's streets.",
              "El precio de la vivienda encabeza las preocupaciones de los votantes, seguido del transporte público y el estado de las calles.",
              "O custo da moradia lidera as preocupações dos eleitores, seguido pelo transporte público e pelo estado das ruas.",
            ),
            tri(
              "“Undecided voters will decide this race, and they are listening to whoever talks about rent,” said {person}, who teaches politics at the university.",
              "«Los indecisos decidirán esta carrera, y escuchan a quien hable del alquiler», opinó {person}, que enseña ciencia política en la universidad.",
              "“Os indecisos vão decidir esta disputa, e estão ouvindo quem fala de aluguel”, avaliou {person}, que ensina ciência política na universidade.",
            ),
            tri(
              "The candidates meet for their first televised debate next week.",
              "Los candidatos se verán las caras en su primer debate televisado la semana que viene.",
              "Os candidatos se enfrentam no primeiro debate na TV na semana que vem.",
            ),
          ],
          caption: tri(
            "A ballot box at a polling station in {city}.",
            "Una urna en un colegio electoral de {city}.",
            "Uma urna em uma seção eleitoral de {city}.",
          ),
        },
      ],
    },
    {
      name: "council",
      facts: ({ rng, language }) => {
        const { place, city } = pickPlace(rng, language);
        return {
          place,
          vars: {
            city,
            person: rng.pick(PEOPLE[language]),
            money: millions(rng, language, place, 4, 60),
            trees: String(rng.int(8, 40) * 100),
            cap: String(rng.int(2, 4)),
            days: String(rng.int(2, 5)),
            raise: String(rng.int(5, 9)),
            year: String(rng.int(2027, 2030)),
          },
          tags: [],
        };
      },
      stories: [
        {
          id: "street-trees",
          anchors: { slots: ["city"], subject: tri("tree", "árbol", "árvore") },
          motif: "park",
          headline: tri(
            "{city} will plant {trees} trees to cool its hottest streets",
            "{city} plantará {trees} árboles para refrescar sus calles más calurosas",
            "{city} vai plantar {trees} árvores nas ruas mais quentes da cidade",
          ),
          standfirst: tri(
            "The {money} plan in {city} brings shade first to the neighbourhoods with the fewest trees.",
            "El plan de {city}, de {money}, llevará sombra primero a los barrios con menos árboles.",
            "O plano de {city}, de {money}, leva sombra primeiro aos bairros com menos árvores.",
          ),
          body: [
            tri(
              "{city} will plant {trees} trees over the next three years with {money} approved by the council on Tuesday. The first will go into the ground this autumn.",
              "{city} plantará {trees} árboles en los próximos tres años con los {money} que el pleno aprobó el martes. Los primeros se plantarán este otoño.",
              "{city} vai plantar {trees} árvores nos próximos três anos com os {money} aprovados na terça-feira pelos vereadores. As primeiras mudas vão para o chão ainda neste ano.",
            ),
            tri(
              "Streets where the summer heat is worst come first; surveys found some are four degrees hotter than the shaded avenues nearby.",
              "Las calles donde más aprieta el calor serán las primeras: según los estudios, algunas están cuatro grados por encima de las avenidas arboladas cercanas.",
              "As ruas onde o calor é mais forte vêm primeiro: levantamentos mostram que algumas ficam quatro graus mais quentes do que as avenidas arborizadas vizinhas.",
            ),
            tri(
              "“A tree is the cheapest air conditioner a city can buy,” said {person}, who leads the project.",
              "«Un árbol es el aire acondicionado más barato que puede comprar una ciudad», dijo {person}, responsable del proyecto.",
              "“Uma árvore é o ar-condicionado mais barato que uma cidade pode comprar”, disse {person}, responsável pelo projeto.",
            ),
            tri(
              "Residents can ask for a tree outside their door through the council's website.",
              "Los vecinos podrán pedir un árbol delante de su portal a través de la web municipal.",
              "Os moradores podem pedir uma árvore na frente de casa pelo site da prefeitura.",
            ),
          ],
          caption: tri(
            "A newly planted tree on a street in {city}.",
            "Un árbol recién plantado en una calle de {city}.",
            "Uma árvore recém-plantada numa rua de {city}.",
          ),
        },
        {
          id: "rent-cap",
          anchors: { slots: ["city"], subject: tri("rent", "alquil", "alug") },
          motif: "ballot",
          headline: tri(
            "Rents in {city} may rise no more than {cap}% a year, council decides",
            "{city} limita al {cap}% la subida anual de los alquileres",
            "{city} limita a {cap}% o reajuste anual dos aluguéis",
          ),
          standfirst: tri(
            "The cap in {city} covers homes rented for more than five years and comes into force in January; landlords say they will appeal.",
            "El tope, en vigor desde enero en {city}, afecta a las viviendas alquiladas desde hace más de cinco años; los propietarios recurrirán.",
            "O teto vale a partir de janeiro em {city} para imóveis alugados há mais de cinco anos; os proprietários vão recorrer.",
          ),
          body: [
            tri(
              "The council in {city} voted on Thursday to cap yearly rent rises at {cap}%, after rents climbed by almost a fifth in three years.",
              "El pleno de {city} aprobó el jueves limitar al {cap}% la subida anual de los alquileres, que se han encarecido casi un 20% en tres años.",
              "A Câmara de {city} aprovou na quinta-feira um teto de {cap}% para o reajuste anual dos aluguéis, que subiram quase 20% em três anos.",
            ),
            tri(
              "Tenants' groups had spent a year collecting signatures; landlords' associations say the cap will push owners to sell instead of letting.",
              "Las asociaciones de inquilinos llevaban un año recogiendo firmas; los propietarios creen que el tope empujará a muchos a vender en lugar de alquilar.",
              "Associações de inquilinos passaram um ano colhendo assinaturas; os proprietários dizem que o teto vai levar muitos donos a vender em vez de alugar.",
            ),
            tri(
              "“Families should not have to move every time a lease ends,” said {person}, the councillor in charge of housing.",
              "«Ninguna familia debería tener que mudarse cada vez que vence su contrato», dijo {person}, responsable de Vivienda del ayuntamiento.",
              "“Nenhuma família deveria ter de se mudar toda vez que o contrato vence”, disse {person}, responsável pela área de habitação.",
            ),
            tri(
              "The cap will be reviewed in {year}.",
              "El límite se revisará en {year}.",
              "O teto será revisto em {year}.",
            ),
          ],
          caption: tri(
            "Homes to let on a street in {city}.",
            "Pisos en alquiler en una calle de {city}.",
            "Apartamentos para alugar numa rua de {city}.",
          ),
        },
        {
          id: "bus-strike",
          anchors: { slots: ["city"], subject: tri("bus", "autobús", "ônibus") },
          motif: "tram",
          headline: tri(
            "Bus drivers in {city} walk out for {days} days over pay",
            "Los conductores de autobús de {city} irán a la huelga durante {days} días",
            "Motoristas de ônibus de {city} entram em greve por {days} dias",
          ),
          standfirst: tri(
            "Only a minimum bus service will run in {city}, and the city is asking commuters to plan ahead.",
            "En {city} solo circularán los servicios mínimos de autobús, y el ayuntamiento pide a los viajeros que se organicen con tiempo.",
            "Em {city}, só a frota mínima de ônibus vai circular, e a prefeitura pede que os passageiros se programem.",
          ),
          body: [
            tri(
              "Bus drivers in {city} will strike for {days} days from Monday after pay talks broke down late on Wednesday. They want a {raise}% rise; the operator has offered half.",
              "Los conductores de autobús de {city} harán huelga durante {days} días a partir del lunes, después de que la negociación salarial se rompiera el miércoles por la noche. Piden una subida del {raise}%, y la empresa ofrece la mitad.",
              "Os motoristas de ônibus de {city} vão cruzar os braços por {days} dias a partir de segunda-feira, depois que a negociação salarial fracassou na quarta à noite. Eles pedem reajuste de {raise}%, e a empresa oferece metade.",
            ),
            tri(
              "Only a third of buses will run at peak hours, and night routes will stop entirely.",
              "Solo circulará un tercio de los autobuses en hora punta, y las líneas nocturnas se suspenderán por completo.",
              "Só um terço da frota vai rodar nos horários de pico, e as linhas noturnas serão suspensas.",
            ),
            tri(
              "“Nobody wants a strike, but our wages have not kept up with the rent,” said {person}, who speaks for the drivers' union.",
              "«Nadie quiere una huelga, pero los sueldos no han seguido el ritmo de los alquileres», dijo {person}, portavoz del sindicato de conductores.",
              "“Ninguém quer greve, mas os salários não acompanharam o aluguel”, disse {person}, porta-voz do sindicato dos motoristas.",
            ),
            tri(
              "Both sides are due to meet again on Friday.",
              "Las dos partes volverán a reunirse el viernes.",
              "As duas partes voltam a se reunir na sexta-feira.",
            ),
          ],
          caption: tri(
            "A city bus at a stop in {city}.",
            "Un autobús urbano en una parada de {city}.",
            "Um ônibus urbano num ponto de {city}.",
          ),
        },
      ],
    },
  ],
};
