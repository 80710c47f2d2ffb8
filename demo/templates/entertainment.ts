import { millions } from "./places.ts";
import { type SectionTemplates, tri } from "./story-kind.ts";
import { PEOPLE, pickPlace } from "./vocabulary.ts";

const FILMS = [
  "The Last Lighthouse",
  "La Casa del Eco",
  "O Último Verão",
  "Silver Horizon",
  "Ciudad de Papel",
  "A Ilha das Vozes",
  "Winter Orchard",
  "El Jardín Secreto de Elisa",
];
const ACTORS = [
  "Clara Montiel",
  "Jonah Reeves",
  "Beatriz Salgado",
  "Adrián Lucero",
  "Nadia Sorensen",
  "Henrique Paiva",
  "Olivia Marsh",
  "Rafael Duarte",
];
const STUDIOS = ["Northlight Pictures", "Estudios Alba", "Filmes Horizonte", "Bluebird Studios"];

/** A film, its star and studio, and the city of its premiere or its shoot (whose currency pays). */
export const ENTERTAINMENT: SectionTemplates = {
  section: "entertainment",
  kinds: [
    {
      name: "film",
      facts: ({ rng, language }) => {
        const { place, city } = pickPlace(rng, language);
        return {
          place,
          vars: {
            film: rng.pick(FILMS),
            actor: rng.pick(ACTORS),
            studio: rng.pick(STUDIOS),
            city,
            person: rng.pick(PEOPLE[language]),
            money: millions(rng, language, place, 8, 140),
            number: String(rng.int(3, 12)),
            weeks: String(rng.int(8, 16)),
          },
          tags: [],
        };
      },
      stories: [
        {
          id: "premiere",
          anchors: { slots: ["film", "actor"] },
          motif: "film",
          headline: tri(
            "“{film}” opens in {city} with {actor} on the red carpet",
            "«{film}» se estrena en {city} con {actor} en la alfombra roja",
            "“{film}” estreia em {city} com {actor} no tapete vermelho",
          ),
          standfirst: tri(
            "{actor} leads the cast of “{film}”, a family drama and the most awaited premiere of the season.",
            "{actor} encabeza el reparto de «{film}», un drama familiar y el estreno más esperado de la temporada.",
            "{actor} lidera o elenco de “{film}”, drama familiar e a estreia mais aguardada da temporada.",
          ),
          body: [
            tri(
              "“{film}” had its premiere in {city} on Thursday night, with {actor} and the rest of the cast greeting fans outside the cinema for almost an hour.",
              "«{film}» se estrenó el jueves por la noche en {city}, con {actor} y el resto del reparto saludando a los fans a la puerta del cine durante casi una hora.",
              "“{film}” estreou na quinta à noite em {city}, com {actor} e o restante do elenco cumprimentando os fãs na porta do cinema por quase uma hora.",
            ),
            tri(
              "The film, produced by {studio}, follows a family that keeps a secret for three generations. Early reviews have praised {actor}'s restraint.",
              "La película, producida por {studio}, sigue a una familia que guarda un secreto durante tres generaciones. Las primeras críticas destacan la contención de {actor}.",
              "O filme, produzido pela {studio}, acompanha uma família que guarda um segredo por três gerações. As primeiras críticas elogiam a contenção de {actor}.",
            ),
            tri(
              "“I read the script once and knew I had to do it,” {actor} told reporters before the screening.",
              "«Leí el guion una vez y supe que tenía que hacerlo», contó {actor} a la prensa antes de la proyección.",
              "“Li o roteiro uma vez e soube que precisava fazer”, contou {actor} à imprensa antes da sessão.",
            ),
            tri(
              "“{film}” reaches cinemas across the country next Friday.",
              "«{film}» llegará a los cines de todo el país el próximo viernes.",
              "“{film}” chega aos cinemas de todo o país na próxima sexta-feira.",
            ),
          ],
          caption: tri(
            "A film reel and clapperboard for “{film}”.",
            "Una bobina y una claqueta de «{film}».",
            "Um rolo de filme e uma claquete de “{film}”.",
          ),
        },
        {
          id: "shoot",
          anchors: { slots: ["film", "city"] },
          motif: "clapper",
          headline: tri(
            "{studio} will shoot “{film}” in {city} with a budget of {money}",
            "{studio} rodará «{film}» en {city} con un presupuesto de {money}",
            "{studio} vai filmar “{film}” em {city} com orçamento de {money}",
          ),
          standfirst: tri(
            "The {weeks}-week shoot in {city} will hire hundreds of local extras and technicians for “{film}”.",
            "El rodaje de «{film}» durará {weeks} semanas en {city} y contratará a cientos de figurantes y técnicos locales.",
            "As filmagens de “{film}” vão durar {weeks} semanas em {city} e contratar centenas de figurantes e técnicos locais.",
          ),
          body: [
            tri(
              "{studio} confirmed that “{film}” will be shot in {city} over {weeks} weeks, with a budget of {money}, and that {actor} will lead the cast.",
              "{studio} confirmó que «{film}» se rodará en {city} durante {weeks} semanas, con un presupuesto de {money}, y que {actor} encabezará el reparto.",
              "A {studio} confirmou que “{film}” será filmado em {city} ao longo de {weeks} semanas, com orçamento de {money}, e que {actor} lidera o elenco.",
            ),
            tri(
              "The city will close several streets at night during the shoot; residents will be told a week in advance.",
              "La ciudad cortará varias calles por la noche durante el rodaje; los vecinos serán avisados con una semana de antelación.",
              "A cidade vai fechar algumas ruas à noite durante as filmagens; os moradores serão avisados com uma semana de antecedência.",
            ),
            tri(
              "“{city} is a character in this story, not a backdrop,” said {person}, the producer of “{film}”.",
              "«{city} es un personaje de esta historia, no un decorado», dijo {person}, de la productora de «{film}».",
              "“{city} é uma personagem desta história, não um cenário”, disse {person}, da produção de “{film}”.",
            ),
            tri(
              "Casting calls for extras open next week on the studio's website.",
              "Las pruebas para figurantes se abren la semana que viene en la web del estudio.",
              "As inscrições para figurantes abrem na semana que vem no site do estúdio.",
            ),
          ],
          caption: tri(
            "A clapperboard for the first day of shooting of “{film}” in {city}.",
            "Una claqueta para el primer día de rodaje de «{film}» en {city}.",
            "Uma claquete para o primeiro dia de filmagem de “{film}” em {city}.",
          ),
        },
        {
          id: "box-office",
          anchors: { slots: ["film", "studio"] },
          motif: "film",
          headline: tri(
            "“{film}” tops the box office for {studio} in its first weekend",
            "«{film}» lidera la taquilla en su primer fin de semana y da aire a {studio}",
            "“{film}” lidera as bilheterias no primeiro fim de semana e anima a {studio}",
          ),
          standfirst: tri(
            "{studio} had bet on “{film}”; with {actor} in the lead, the bet has paid off.",
            "{studio} había apostado por «{film}»; con {actor} como protagonista, la apuesta ha salido bien.",
            "A {studio} apostou em “{film}”; com {actor} como protagonista, a aposta deu certo.",
          ),
          body: [
            tri(
              "“{film}” was the most watched film in cinemas this weekend, a first for {studio}, which had delayed its release twice.",
              "«{film}» fue la película más vista en los cines este fin de semana, algo inédito para {studio}, que había retrasado dos veces su estreno.",
              "“{film}” foi o filme mais visto nos cinemas neste fim de semana, algo inédito para a {studio}, que tinha adiado a estreia duas vezes.",
            ),
            tri(
              "Audiences have praised {actor}, and cinemas have added late screenings to meet demand.",
              "El público ha elogiado a {actor}, y los cines han añadido sesiones de madrugada para atender la demanda.",
              "O público elogiou {actor}, e os cinemas abriram sessões de madrugada para dar conta da procura.",
            ),
            tri(
              "“Word of mouth did what no poster could,” said {person}, who handles distribution at {studio}.",
              "«El boca a boca ha hecho lo que ningún cartel podía hacer», dijo {person}, responsable de distribución de {studio}.",
              "“O boca a boca fez o que nenhum cartaz faria”, disse {person}, responsável pela distribuição da {studio}.",
            ),
            tri(
              "The film opens in {number} more countries over the next month.",
              "La película se estrenará en otros {number} países durante el próximo mes.",
              "O filme estreia em mais {number} países ao longo do próximo mês.",
            ),
          ],
          caption: tri(
            "A film reel of “{film}”, the weekend's most watched film.",
            "Una bobina de «{film}», la película más vista del fin de semana.",
            "Um rolo de filme de “{film}”, o filme mais visto do fim de semana.",
          ),
        },
        {
          id: "award",
          anchors: { slots: ["actor", "film"] },
          motif: "award",
          headline: tri(
            "{actor} wins the acting prize for “{film}”",
            "{actor} gana el premio a la mejor interpretación por «{film}»",
            "{actor} leva prêmio de melhor interpretação por “{film}”",
          ),
          standfirst: tri(
            "The jury in {city} praised {actor}'s quiet performance in “{film}”, one of {number} films in competition.",
            "El jurado de {city} destacó el trabajo contenido de {actor} en «{film}», una de las {number} películas a concurso.",
            "O júri em {city} destacou a atuação contida de {actor} em “{film}”, um dos {number} filmes em competição.",
          ),
          body: [
            tri(
              "{actor} won the acting prize at the film festival in {city} on Saturday for “{film}”, beating performers from {number} other films.",
              "{actor} ganó el sábado el premio de interpretación del festival de cine de {city} por «{film}», por delante de intérpretes de otras {number} películas.",
              "{actor} ganhou no sábado o prêmio de interpretação do festival de cinema de {city} por “{film}”, à frente de atores de outros {number} filmes.",
            ),
            tri(
              "It is the first major award for {studio}, which made “{film}” on a modest budget.",
              "Es el primer gran premio para {studio}, que produjo «{film}» con un presupuesto modesto.",
              "É o primeiro grande prêmio da {studio}, que produziu “{film}” com orçamento modesto.",
            ),
            tri(
              "“This belongs to everyone who worked on the film,” {actor} said, holding the trophy.",
              "«Esto es de todos los que trabajaron en la película», dijo {actor} con el trofeo en la mano.",
              "“Isto é de todos que trabalharam no filme”, disse {actor} com o troféu na mão.",
            ),
            tri(
              "The award usually gives a film a second life in cinemas; distributors are already talking about new screenings.",
              "El premio suele dar a una película una segunda vida en las salas; las distribuidoras ya hablan de nuevas proyecciones.",
              "O prêmio costuma dar ao filme uma segunda vida nos cinemas; as distribuidoras já falam em novas sessões.",
            ),
          ],
          caption: tri(
            "The festival trophy {actor} won for “{film}”.",
            "El trofeo que {actor} ganó por «{film}».",
            "O troféu que {actor} ganhou por “{film}”.",
          ),
        },
      ],
    },
    {
      name: "cinema",
      facts: ({ rng, language }) => {
        const { place, city } = pickPlace(rng, language);
        return {
          place,
          vars: {
            film: rng.pick(FILMS),
            actor: rng.pick(ACTORS),
            studio: rng.pick(STUDIOS),
            city,
            person: rng.pick(PEOPLE[language]),
            money: millions(rng, language, place, 2, 9),
            premieres: String(rng.int(12, 30)),
            films: String(rng.int(90, 180)),
            years: String(rng.int(70, 110)),
            seats: String(rng.int(4, 9) * 100),
            year: String(rng.int(2027, 2028)),
          },
          tags: [],
        };
      },
      stories: [
        {
          id: "sequel",
          anchors: { slots: ["film", "studio"] },
          motif: "clapper",
          headline: tri(
            "{studio} confirms a sequel to “{film}”, due in {year}",
            "{studio} confirma la secuela de «{film}» para {year}",
            "{studio} confirma continuação de “{film}” para {year}",
          ),
          standfirst: tri(
            "{actor} returns for the second “{film}”, which {studio} will start shooting in the spring.",
            "{actor} vuelve en la segunda parte de «{film}», que {studio} empezará a rodar en primavera.",
            "{actor} volta na continuação de “{film}”, que a {studio} começa a filmar no próximo semestre.",
          ),
          body: [
            tri(
              "{studio} said on Tuesday that “{film}” will have a sequel, in cinemas in {year}, after the first film became its biggest hit in a decade.",
              "{studio} anunció el martes que «{film}» tendrá secuela, que llegará a los cines en {year}, después de que la primera película se convirtiera en su mayor éxito en una década.",
              "A {studio} anunciou na terça-feira que “{film}” vai ganhar uma continuação, nos cinemas em {year}, depois que o primeiro filme virou seu maior sucesso em uma década.",
            ),
            tri(
              "{actor} will return in the lead, and the same writers are already at work on the script.",
              "{actor} repetirá como protagonista, y los mismos guionistas ya trabajan en el libreto.",
              "{actor} volta como protagonista, e os mesmos roteiristas já trabalham no texto.",
            ),
            tri(
              "“We only said yes once we had a story worth telling,” said {person}, the producer.",
              "«Solo dijimos que sí cuando tuvimos una historia que valiera la pena», dijo {person}, de la productora.",
              "“Só dissemos sim quando tínhamos uma história que valesse a pena”, disse {person}, da produção.",
            ),
            tri(
              "The plot has been kept secret.",
              "El argumento se mantiene en secreto.",
              "O enredo é mantido em segredo.",
            ),
          ],
          caption: tri(
            "A clapperboard for the sequel to “{film}”.",
            "Una claqueta de la secuela de «{film}».",
            "Uma claquete da continuação de “{film}”.",
          ),
        },
        {
          id: "villain",
          anchors: { slots: ["actor", "film"] },
          motif: "film",
          headline: tri(
            "{actor} is cast as the villain of “{film}”",
            "{actor} será el villano de «{film}»",
            "{actor} vai viver o vilão de “{film}”",
          ),
          standfirst: tri(
            "It is the first villain for {actor}, who spent months preparing the role in “{film}”.",
            "Es el primer villano de la carrera de {actor}, que ha preparado durante meses el papel en «{film}».",
            "É o primeiro vilão da carreira de {actor}, que passou meses se preparando para o papel em “{film}”.",
          ),
          body: [
            tri(
              "{actor} will play the villain in “{film}”, {studio} confirmed on Wednesday, a turn away from the gentle roles that made the actor's name.",
              "{actor} interpretará al villano de «{film}», confirmó {studio} el miércoles, un giro respecto a los papeles amables que le dieron fama.",
              "{actor} vai interpretar o vilão de “{film}”, confirmou a {studio} na quarta-feira, uma virada em relação aos papéis gentis que trouxeram a fama.",
            ),
            tri(
              "Filming starts in {city} next month, with most scenes shot at night.",
              "El rodaje empieza el mes que viene en {city}, con la mayoría de las escenas de noche.",
              "As filmagens começam no mês que vem em {city}, com a maior parte das cenas à noite.",
            ),
            tri(
              "“The best villains believe they are the hero,” {actor} said in a statement.",
              "«Los mejores villanos creen que son el héroe», dijo {actor} en un comunicado.",
              "“Os melhores vilões acham que são o herói”, disse {actor} em comunicado.",
            ),
            tri(
              "Fans reacted with surprise, and mostly with delight.",
              "Los fans han reaccionado con sorpresa, y sobre todo con entusiasmo.",
              "Os fãs reagiram com surpresa, e sobretudo com entusiasmo.",
            ),
          ],
          caption: tri(
            "A film reel for “{film}”, with {actor} as its villain.",
            "Una bobina de «{film}», con {actor} como villano.",
            "Um rolo de filme de “{film}”, com {actor} como vilão.",
          ),
        },
        {
          id: "film-festival",
          anchors: { slots: ["city"], subject: tri("festival", "festival", "festival") },
          motif: "award",
          headline: tri(
            "Film festival in {city} opens with {premieres} world premieres",
            "El festival de cine de {city} arranca con {premieres} estrenos mundiales",
            "Festival de cinema de {city} começa com {premieres} estreias mundiais",
          ),
          standfirst: tri(
            "The festival in {city} will screen {films} films over ten days, with “{film}” opening the competition.",
            "El festival de {city} proyectará {films} películas en diez días, y «{film}» abrirá la competición.",
            "O festival de {city} vai exibir {films} filmes em dez dias, e “{film}” abre a competição.",
          ),
          body: [
            tri(
              "The film festival in {city} opened on Friday with {premieres} world premieres among its {films} films, the most in its history.",
              "El festival de cine de {city} arrancó el viernes con {premieres} estrenos mundiales entre sus {films} películas, la cifra más alta de su historia.",
              "O festival de cinema de {city} começou na sexta-feira com {premieres} estreias mundiais entre os {films} filmes, o maior número da história.",
            ),
            tri(
              "“{film}”, starring {actor}, opened the competition in front of a full house.",
              "«{film}», protagonizada por {actor}, inauguró la competición ante un lleno absoluto.",
              "“{film}”, com {actor}, abriu a competição diante de uma sala lotada.",
            ),
            tri(
              "“Cinema is still where a city goes to argue with itself,” said {person}, the festival's director.",
              "«El cine sigue siendo el lugar donde una ciudad discute consigo misma», dijo {person}, directora del festival.",
              "“O cinema ainda é o lugar onde uma cidade discute consigo mesma”, disse {person}, à frente do festival.",
            ),
            tri(
              "The jury will announce its prizes on the closing night.",
              "El jurado anunciará sus premios en la gala de clausura.",
              "O júri anuncia os prêmios na noite de encerramento.",
            ),
          ],
          caption: tri(
            "The festival trophy on display in {city}.",
            "El trofeo del festival, expuesto en {city}.",
            "O troféu do festival em exposição em {city}.",
          ),
        },
        {
          id: "old-cinema",
          anchors: { slots: ["city"], subject: tri("cinema", "cine", "cinema") },
          motif: "film",
          headline: tri(
            "A {years}-year-old cinema in {city} reopens after a restoration",
            "Reabre en {city} un cine de {years} años tras su restauración",
            "Cinema de {years} anos reabre em {city} depois de restauração",
          ),
          standfirst: tri(
            "The {seats}-seat cinema in {city} had been closed for six years; its restoration cost {money}.",
            "El cine de {city}, con {seats} butacas, llevaba seis años cerrado; su restauración ha costado {money}.",
            "O cinema de {city}, com {seats} lugares, estava fechado havia seis anos; a restauração custou {money}.",
          ),
          body: [
            tri(
              "The oldest cinema in {city} reopened on Saturday after a restoration of {money}, with its original ceiling, its {seats} seats and a new screen.",
              "El cine más antiguo de {city} reabrió el sábado tras una restauración de {money}, con su techo original, sus {seats} butacas y una pantalla nueva.",
              "O cinema mais antigo de {city} reabriu no sábado depois de uma restauração de {money}, com o teto original, {seats} lugares e uma tela nova.",
            ),
            tri(
              "The first screening was a silent film with a live pianist, as on the opening night {years} years ago.",
              "La primera sesión fue una película muda con pianista en directo, como en la inauguración de hace {years} años.",
              "A primeira sessão foi um filme mudo com pianista ao vivo, como na inauguração de {years} anos atrás.",
            ),
            tri(
              "“People queued around the block, just like in the old photographs,” said {person}, who runs the cinema.",
              "«La gente hizo cola dando la vuelta a la manzana, como en las fotos antiguas», dijo {person}, que dirige el cine.",
              "“As pessoas fizeram fila dando a volta no quarteirão, como nas fotos antigas”, disse {person}, que administra o cinema.",
            ),
            tri(
              "Tickets for local residents will cost half price on Mondays.",
              "Los vecinos pagarán media entrada los lunes.",
              "Os moradores do bairro pagam meia-entrada às segundas-feiras.",
            ),
          ],
          caption: tri(
            "A film reel in the projection room of the restored cinema in {city}.",
            "Una bobina en la cabina de proyección del cine restaurado de {city}.",
            "Um rolo de filme na cabine de projeção do cinema restaurado de {city}.",
          ),
        },
        {
          id: "straight-to-streaming",
          anchors: { slots: ["film"], subject: tri("streaming", "streaming", "streaming") },
          motif: "screen",
          headline: tri(
            "“{film}” skips cinemas and goes straight to streaming",
            "«{film}» no pasará por los cines y se estrenará directamente en streaming",
            "“{film}” pula os cinemas e estreia direto no streaming",
          ),
          standfirst: tri(
            "{studio} says “{film}” will reach more people on streaming; cinema owners call it a mistake.",
            "{studio} asegura que «{film}» llegará a más gente en streaming; los exhibidores lo consideran un error.",
            "A {studio} diz que “{film}” vai alcançar mais gente no streaming; os donos de cinemas falam em erro.",
          ),
          body: [
            tri(
              "{studio} has dropped the cinema release of “{film}”, starring {actor}, and will put it on streaming next month instead.",
              "{studio} ha cancelado el estreno en salas de «{film}», protagonizada por {actor}, y la lanzará en streaming el mes que viene.",
              "A {studio} cancelou o lançamento de “{film}”, com {actor}, nos cinemas e vai colocar o filme no streaming no mês que vem.",
            ),
            tri(
              "Cinema owners say they had already booked screens and printed posters for the film.",
              "Los exhibidores aseguran que ya habían reservado pantallas e impreso carteles de la película.",
              "Os donos de cinemas dizem que já tinham reservado salas e impresso cartazes do filme.",
            ),
            tri(
              "“A film like this deserves a big screen and a dark room,” said {person}, who runs a cinema chain.",
              "«Una película así merece una pantalla grande y una sala a oscuras», dijo {person}, al frente de una cadena de cines.",
              "“Um filme assim merece uma tela grande e uma sala escura”, disse {person}, à frente de uma rede de cinemas.",
            ),
            tri(
              "{studio} says the decision was made for this film only.",
              "{studio} asegura que la decisión solo afecta a esta película y no cambia su apuesta por las salas.",
              "A {studio} afirma que a decisão vale só para este filme e não muda a estratégia da empresa.",
            ),
          ],
          caption: tri(
            "A television at home showing the opening scene of “{film}”.",
            "Un televisor en casa con la primera escena de «{film}».",
            "Uma TV em casa com a primeira cena de “{film}”.",
          ),
        },
      ],
    },
  ],
};
