import { type SectionTemplates, tri } from "./story-kind.ts";
import { PEOPLE } from "./vocabulary.ts";

const SHOWS = [
  "Harbour Lights",
  "Los Herederos",
  "Vila Esperança",
  "The Night Desk",
  "Código Rojo",
  "Sob o Mesmo Céu",
  "Northbound",
  "La Última Frontera",
];
const CHANNELS = ["NorthStar TV", "Canal Brisa", "TV Horizonte", "Meridian One"];

const TV_ACTORS = [
  "Marta Quiroga",
  "Tom Ashby",
  "Luana Freitas",
  "Diego Ferrán",
  "Grace Holloway",
  "Caio Menezes",
];

/** A series, its channel and its numbers. */
export const TV: SectionTemplates = {
  section: "tv",
  kinds: [
    {
      name: "series",
      facts: ({ rng, language }) => ({
        vars: {
          show: rng.pick(SHOWS),
          channel: rng.pick(CHANNELS),
          person: rng.pick(PEOPLE[language]),
          season: String(rng.int(2, 6)),
          episodes: String(rng.int(6, 12)),
          millions: String(rng.int(2, 14)),
        },
        tags: [],
      }),
      stories: [
        {
          id: "premiere-ratings",
          topic: "Streaming",
          anchors: { slots: ["show"], subject: tri("season", "temporada", "temporada") },
          motif: "screen",
          headline: tri(
            "Season {season} of “{show}” premieres with {millions} million viewers",
            "La temporada {season} de «{show}» se estrena con {millions} millones de espectadores",
            "Temporada {season} de “{show}” estreia com {millions} milhões de espectadores",
          ),
          standfirst: tri(
            "The new season of “{show}” is the best start {channel} has had this year, on air and on streaming.",
            "La nueva temporada de «{show}» firma el mejor estreno del año en {channel}, en antena y en streaming.",
            "A nova temporada de “{show}” tem a melhor estreia do ano na {channel}, na TV e no streaming.",
          ),
          body: [
            tri(
              "The first episode of season {season} of “{show}” drew {millions} million viewers on {channel}, counting those who watched live and in the following seven days.",
              "El primer episodio de la temporada {season} de «{show}» reunió a {millions} millones de espectadores en {channel}, sumando a quienes lo vieron en directo y en los siete días siguientes.",
              "O primeiro episódio da temporada {season} de “{show}” reuniu {millions} milhões de espectadores na {channel}, somando quem assistiu ao vivo e nos sete dias seguintes.",
            ),
            tri(
              "More than half of them watched on streaming, a share that has grown with every season.",
              "Más de la mitad lo vio en streaming, una proporción que crece con cada temporada.",
              "Mais da metade assistiu pelo streaming, uma fatia que cresce a cada temporada.",
            ),
            tri(
              "“We wrote this season for people who have been with us from the start,” said {person}, who created the series.",
              "«Escribimos esta temporada para quienes nos acompañan desde el principio», dijo {person}, que creó la serie.",
              "“Escrevemos esta temporada para quem está com a gente desde o começo”, disse {person}, que criou a série.",
            ),
            tri(
              "The season has {episodes} episodes; a new one airs every week.",
              "La temporada tiene {episodes} episodios; cada semana se emite uno nuevo.",
              "A temporada tem {episodes} episódios; um novo vai ao ar toda semana.",
            ),
          ],
          caption: tri(
            "A television showing the opening titles of “{show}”.",
            "Un televisor con la cabecera de «{show}».",
            "Uma TV exibindo a abertura de “{show}”.",
          ),
        },
        {
          id: "renewal",
          anchors: { slots: ["show", "channel"] },
          motif: "camera",
          headline: tri(
            "{channel} renews “{show}” for a season {season}",
            "{channel} renueva «{show}» por una temporada {season}",
            "{channel} renova “{show}” para a temporada {season}",
          ),
          standfirst: tri(
            "Filming of the new “{show}” episodes starts in the spring, {channel} said.",
            "El rodaje de los nuevos episodios de «{show}» empezará en primavera, según {channel}.",
            "As gravações dos novos episódios de “{show}” começam no próximo semestre, informou a {channel}.",
          ),
          body: [
            tri(
              "{channel} has ordered season {season} of “{show}”, with {episodes} episodes, after the last one became its most watched drama.",
              "{channel} ha encargado la temporada {season} de «{show}», con {episodes} episodios, después de que la anterior se convirtiera en su drama más visto.",
              "A {channel} encomendou a temporada {season} de “{show}”, com {episodes} episódios, depois que a anterior virou seu drama mais visto.",
            ),
            tri(
              "The main cast will return, and two new characters will join the story.",
              "El reparto principal regresará, y dos nuevos personajes se sumarán a la historia.",
              "O elenco principal volta, e dois novos personagens entram na história.",
            ),
            tri(
              "“The story has more to tell, and the audience keeps asking for it,” said {person}, who runs drama at {channel}.",
              "«La historia tiene más que contar, y el público no deja de pedirla», dijo {person}, al frente de la ficción de {channel}.",
              "“A história tem mais a contar, e o público não para de pedir”, disse {person}, à frente da dramaturgia da {channel}.",
            ),
            tri(
              "No premiere date has been set yet.",
              "Aún no hay fecha de estreno.",
              "Ainda não há data de estreia.",
            ),
          ],
          caption: tri(
            "A studio camera on the set of “{show}”.",
            "Una cámara de estudio en el plató de «{show}».",
            "Uma câmera de estúdio no set de “{show}”.",
          ),
        },
        {
          id: "finale",
          anchors: { slots: ["show"], subject: tri("final", "final", "final") },
          motif: "sofa",
          headline: tri(
            "Finale of “{show}” leaves fans with one big question",
            "El final de «{show}» deja a los fans con una gran pregunta",
            "Final de “{show}” deixa os fãs com uma grande pergunta",
          ),
          standfirst: tri(
            "{millions} million people watched the final episode of “{show}” on {channel}.",
            "{millions} millones de personas vieron el episodio final de «{show}» en {channel}.",
            "{millions} milhões de pessoas viram o episódio final de “{show}” na {channel}.",
          ),
          body: [
            tri(
              "The final episode of season {season} of “{show}” ended on a cliffhanger that {millions} million viewers are still arguing about.",
              "El episodio final de la temporada {season} de «{show}» terminó con un giro que {millions} millones de espectadores siguen discutiendo.",
              "O episódio final da temporada {season} de “{show}” terminou com uma reviravolta que {millions} milhões de espectadores ainda discutem.",
            ),
            tri(
              "Theories filled social networks within minutes, and the episode was the most searched programme of the week.",
              "Las teorías llenaron las redes sociales en minutos, y el episodio fue el programa más buscado de la semana.",
              "As teorias tomaram as redes sociais em minutos, e o episódio foi o programa mais buscado da semana.",
            ),
            tri(
              "“We knew exactly what we were doing,” said {person}, one of the writers, smiling.",
              "«Sabíamos perfectamente lo que hacíamos», dijo entre risas {person}, del equipo de guionistas.",
              "“Sabíamos muito bem o que estávamos fazendo”, disse, rindo, {person}, da equipe de roteiristas.",
            ),
            tri(
              "{channel} has not said whether the story will continue.",
              "{channel} no ha confirmado si la historia continuará.",
              "A {channel} não confirmou se a história vai continuar.",
            ),
          ],
          caption: tri(
            "A living room lit by the final episode of “{show}”.",
            "Un salón iluminado por el episodio final de «{show}».",
            "Uma sala iluminada pelo episódio final de “{show}”.",
          ),
        },
      ],
    },
    {
      name: "production",
      facts: ({ rng, language }) => ({
        vars: {
          show: rng.pick(SHOWS),
          channel: rng.pick(CHANNELS),
          actor: rng.pick(TV_ACTORS),
          person: rng.pick(PEOPLE[language]),
          season: String(rng.int(2, 6)),
          seasons: String(rng.int(3, 7)),
          episodes: String(rng.int(6, 10)),
          nominations: String(rng.int(8, 17)),
          visitors: String(rng.int(20, 90)),
        },
        tags: [],
      }),
      stories: [
        {
          id: "cancelled",
          anchors: { slots: ["show", "channel"] },
          motif: "camera",
          headline: tri(
            "{channel} cancels “{show}” after {seasons} seasons",
            "{channel} cancela «{show}» después de {seasons} temporadas",
            "{channel} cancela “{show}” depois de {seasons} temporadas",
          ),
          standfirst: tri(
            "Falling audiences ended “{show}”; {channel} will let the writers film a last episode to close the story.",
            "La caída de audiencia acaba con «{show}»; {channel} permitirá rodar un último episodio para cerrar la historia.",
            "A queda de audiência encerra “{show}”; a {channel} vai deixar os roteiristas gravarem um último episódio para fechar a história.",
          ),
          body: [
            tri(
              "{channel} has cancelled “{show}” after {seasons} seasons, as the last one lost almost half the audience it had at its peak.",
              "{channel} ha cancelado «{show}» después de {seasons} temporadas, ya que la última perdió casi la mitad de la audiencia que tuvo en su mejor momento.",
              "A {channel} cancelou “{show}” depois de {seasons} temporadas, já que a última perdeu quase metade da audiência que teve no auge.",
            ),
            tri(
              "Fans started a petition within hours, and it already has thousands of signatures.",
              "Los fans lanzaron una petición en pocas horas, y ya suma miles de firmas.",
              "Os fãs lançaram um abaixo-assinado em poucas horas, e ele já tem milhares de assinaturas.",
            ),
            tri(
              "“We are grateful we get to say goodbye properly,” said {person}, who created the series.",
              "«Agradecemos poder despedirnos como es debido», dijo {person}, creador de la serie.",
              "“Somos gratos por poder nos despedir direito”, disse {person}, criador da série.",
            ),
            tri(
              "The farewell episode will air in the autumn.",
              "El episodio de despedida se emitirá en otoño.",
              "O episódio de despedida vai ao ar no fim do ano.",
            ),
          ],
          caption: tri(
            "A studio camera on the last day of filming of “{show}”.",
            "Una cámara de estudio en el último día de rodaje de «{show}».",
            "Uma câmera de estúdio no último dia de gravação de “{show}”.",
          ),
        },
        {
          id: "spin-off",
          anchors: { slots: ["show"], subject: tri("spin-off", "spin-off", "spin-off") },
          motif: "camera",
          headline: tri(
            "“{show}” will get a spin-off about its youngest character",
            "«{show}» tendrá un spin-off sobre su personaje más joven",
            "“{show}” vai ganhar um spin-off sobre a personagem mais jovem",
          ),
          standfirst: tri(
            "{channel} has ordered {episodes} episodes of a spin-off of “{show}”, set ten years after the original.",
            "{channel} ha encargado {episodes} episodios del spin-off de «{show}», ambientado diez años después de la serie original.",
            "A {channel} encomendou {episodes} episódios do spin-off de “{show}”, ambientado dez anos depois da série original.",
          ),
          body: [
            tri(
              "{channel} has ordered a spin-off of “{show}” that follows its youngest character, now grown up and living in another city.",
              "{channel} ha encargado un spin-off de «{show}» que sigue a su personaje más joven, ya adulto y viviendo en otra ciudad.",
              "A {channel} encomendou um spin-off de “{show}” que acompanha a personagem mais jovem, já adulta e morando em outra cidade.",
            ),
            tri(
              "The new series will have {episodes} episodes, and some of the original cast will appear as guests.",
              "La nueva serie tendrá {episodes} episodios, y parte del reparto original aparecerá como invitado.",
              "A nova série terá {episodes} episódios, e parte do elenco original vai fazer participações especiais.",
            ),
            tri(
              "“She was always the one the audience wanted to know more about,” said {person}, who will write it.",
              "«Siempre fue el personaje del que el público quería saber más», dijo {person}, que escribirá la serie.",
              "“Ela sempre foi a personagem de quem o público queria saber mais”, disse {person}, que vai escrever a série.",
            ),
            tri(
              "Filming starts next year.",
              "El rodaje empezará el año que viene.",
              "As gravações começam no ano que vem.",
            ),
          ],
          caption: tri(
            "A camera on the set of the spin-off of “{show}”.",
            "Una cámara en el plató del spin-off de «{show}».",
            "Uma câmera no set do spin-off de “{show}”.",
          ),
        },
        {
          id: "new-cast",
          anchors: { slots: ["actor", "show"] },
          motif: "screen",
          headline: tri(
            "{actor} joins the cast of “{show}” for season {season}",
            "{actor} se suma al reparto de «{show}» en la temporada {season}",
            "{actor} entra para o elenco de “{show}” na temporada {season}",
          ),
          standfirst: tri(
            "{actor} will play a detective who arrives with a secret, {channel} said of its new “{show}” episodes.",
            "{actor} interpretará a una detective que llega con un secreto, según ha anunciado {channel} sobre los nuevos episodios de «{show}».",
            "{actor} vai viver uma detetive que chega com um segredo, anunciou a {channel} sobre os novos episódios de “{show}”.",
          ),
          body: [
            tri(
              "{actor} will join “{show}” in season {season}, {channel} announced on Wednesday, as a detective sent from the capital who knows more than she says.",
              "{actor} se incorporará a «{show}» en la temporada {season}, anunció {channel} el miércoles, como una detective enviada desde la capital que sabe más de lo que dice.",
              "{actor} entra em “{show}” na temporada {season}, anunciou a {channel} na quarta-feira, como uma detetive enviada da capital que sabe mais do que diz.",
            ),
            tri(
              "The character will appear in all {episodes} episodes of the new season.",
              "El personaje aparecerá en los {episodes} episodios de la nueva temporada.",
              "A personagem vai aparecer nos {episodes} episódios da nova temporada.",
            ),
            tri(
              "“I have watched the show from the first episode, so this is a strange and happy day,” {actor} said.",
              "«Veo la serie desde el primer episodio, así que hoy es un día raro y feliz», dijo {actor}.",
              "“Assisto à série desde o primeiro episódio, então hoje é um dia estranho e feliz”, disse {actor}.",
            ),
            tri("Filming is already under way.", "El rodaje ya ha comenzado.", "As gravações já começaram."),
          ],
          caption: tri(
            "A screen showing the first picture of {actor} in “{show}”.",
            "Una pantalla con la primera imagen de {actor} en «{show}».",
            "Uma tela com a primeira imagem de {actor} em “{show}”.",
          ),
        },
        {
          id: "nominations",
          anchors: { slots: ["show"], subject: tri("nomination", "nominacion", "indicaç") },
          motif: "award",
          headline: tri(
            "“{show}” leads this year's television award nominations with {nominations}",
            "«{show}» encabeza las nominaciones a los premios de la televisión con {nominations}",
            "“{show}” lidera as indicações aos prêmios da televisão com {nominations}",
          ),
          standfirst: tri(
            "The {nominations} nominations for “{show}” include best drama and three for its actors.",
            "Las {nominations} nominaciones de «{show}» incluyen mejor drama y tres para sus intérpretes.",
            "As {nominations} indicações de “{show}” incluem melhor drama e três para o elenco.",
          ),
          body: [
            tri(
              "“{show}” received {nominations} nominations for this year's television awards on Tuesday, more than any other series, including best drama.",
              "«{show}» recibió el martes {nominations} nominaciones a los premios de la televisión de este año, más que ninguna otra serie, entre ellas la de mejor drama.",
              "“{show}” recebeu na terça-feira {nominations} indicações aos prêmios da televisão deste ano, mais do que qualquer outra série, entre elas a de melhor drama.",
            ),
            tri(
              "It is the best result for {channel} since the awards began.",
              "Es el mejor resultado de {channel} desde que existen los premios.",
              "É o melhor resultado da {channel} desde a criação do prêmio.",
            ),
            tri(
              "“We made it for the people watching at home, and it is lovely that the industry noticed,” said {person}, the showrunner.",
              "«La hicimos para la gente que la ve en casa, y es precioso que la profesión se haya fijado», dijo {person}, al frente de la serie.",
              "“Fizemos para quem assiste em casa, e é lindo ver o mercado reconhecer”, disse {person}, à frente da série.",
            ),
            tri(
              "The winners will be announced next month.",
              "Los ganadores se conocerán el mes que viene.",
              "Os vencedores serão anunciados no mês que vem.",
            ),
          ],
          caption: tri(
            "The television award that “{show}” is nominated for.",
            "El premio de la televisión al que opta «{show}».",
            "O prêmio da televisão ao qual “{show}” concorre.",
          ),
        },
        {
          id: "live-episode",
          anchors: { slots: ["show"], subject: tri("live", "directo", "ao vivo") },
          motif: "camera",
          headline: tri(
            "“{show}” will air an episode performed live, with no second takes",
            "«{show}» emitirá un episodio en directo, sin segundas tomas",
            "“{show}” vai exibir um episódio ao vivo, sem regravações",
          ),
          standfirst: tri(
            "The cast of “{show}” has rehearsed for a month for the live episode, which {channel} will air on Saturday night.",
            "El reparto de «{show}» ha ensayado un mes para el episodio en directo, que {channel} emitirá el sábado por la noche.",
            "O elenco de “{show}” ensaiou por um mês para o episódio ao vivo, que a {channel} exibe no sábado à noite.",
          ),
          body: [
            tri(
              "{channel} will broadcast an episode of “{show}” live on Saturday night, with the cast moving between four sets and no chance to stop.",
              "{channel} emitirá en directo un episodio de «{show}» el sábado por la noche, con el reparto moviéndose entre cuatro decorados y sin posibilidad de parar.",
              "A {channel} vai transmitir ao vivo um episódio de “{show}” no sábado à noite, com o elenco circulando por quatro cenários e sem chance de parar.",
            ),
            tri(
              "The cast have rehearsed for a month, and the crew of {episodes} camera operators has drawn up every move.",
              "El reparto lleva un mes de ensayos, y el equipo de {episodes} cámaras tiene cada movimiento marcado.",
              "O elenco ensaiou por um mês, e a equipe de {episodes} câmeras tem cada movimento marcado.",
            ),
            tri(
              "“If someone forgets a line, the audience will see it, and that is the fun,” said {person}, who directs the episode.",
              "«Si alguien olvida una frase, el público lo verá, y esa es la gracia», dijo {person}, que dirige el episodio.",
              "“Se alguém esquecer uma fala, o público vai ver, e essa é a graça”, disse {person}, que dirige o episódio.",
            ),
            tri("It will not be repeated.", "No habrá reposición.", "Não haverá reprise."),
          ],
          caption: tri(
            "A camera ready for the live episode of “{show}”.",
            "Una cámara preparada para el episodio en directo de «{show}».",
            "Uma câmera pronta para o episódio ao vivo de “{show}”.",
          ),
        },
        {
          id: "filming-village",
          anchors: { slots: ["show"], subject: tri("village", "pueblo", "vilarejo") },
          motif: "sofa",
          headline: tri(
            "Fans flock to the village where “{show}” is filmed",
            "Los fans invaden el pueblo donde se rueda «{show}»",
            "Fãs lotam o vilarejo onde “{show}” é gravada",
          ),
          standfirst: tri(
            "About {visitors} thousand visitors came this year to the village where “{show}” is filmed; the locals are of two minds.",
            "Unos {visitors} mil visitantes han pasado este año por el pueblo de «{show}», y los vecinos están divididos.",
            "Cerca de {visitors} mil visitantes passaram neste ano pelo vilarejo de “{show}”, e os moradores estão divididos.",
          ),
          body: [
            tri(
              "The village where “{show}” is filmed has received about {visitors} thousand visitors this year, more than ten times its population, since the series became a hit on {channel}.",
              "El pueblo donde se rueda «{show}» ha recibido unos {visitors} mil visitantes este año, más de diez veces su población, desde que la serie triunfa en {channel}.",
              "O vilarejo onde “{show}” é gravada recebeu cerca de {visitors} mil visitantes neste ano, mais de dez vezes a população, desde que a série virou sucesso na {channel}.",
            ),
            tri(
              "Cafés and guest houses are full, but some residents complain about crowds outside their doors.",
              "Los bares y las casas rurales están llenos, pero algunos vecinos se quejan de las aglomeraciones ante sus puertas.",
              "Cafés e pousadas estão lotados, mas alguns moradores reclamam da multidão na porta de casa.",
            ),
            tri(
              "“People come to see the bakery from the show and end up buying bread,” said {person}, who runs it.",
              "«La gente viene a ver la panadería de la serie y acaba comprando pan», dijo {person}, que la regenta.",
              "“As pessoas vêm ver a padaria da série e acabam comprando pão”, disse {person}, dono do lugar.",
            ),
            tri(
              "The council has asked visitors to respect filming days.",
              "El ayuntamiento pide a los visitantes que respeten los días de rodaje.",
              "A prefeitura pede aos visitantes que respeitem os dias de gravação.",
            ),
          ],
          caption: tri(
            "A living room where fans watch “{show}”, the series filmed in their village.",
            "Un salón donde los fans ven «{show}», la serie que se rueda en su pueblo.",
            "Uma sala onde os fãs assistem a “{show}”, a série gravada no vilarejo deles.",
          ),
        },
      ],
    },
  ],
};
