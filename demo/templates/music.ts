import { price } from "./places.ts";
import { type SectionTemplates, tri } from "./story-kind.ts";
import { PEOPLE, pickPlace } from "./vocabulary.ts";

const ARTISTS = [
  "Luna Serrano",
  "The Paper Lanterns",
  "Marina Vale",
  "Os Ventanias",
  "DJ Kairo",
  "Nova Aurora",
  "Caravela",
  "Sol de Agosto",
  "The Hollow Pines",
  "Isadora Reis",
];
const ALBUMS = [
  "Midnight Atlas",
  "Cartas al Viento",
  "Maré Alta",
  "Neon Gardens",
  "Norte",
  "Fogo Lento",
  "Glass Harbour",
  "Verano Eterno",
];
const FESTIVALS = [
  "Sunwave Festival",
  "Festival Marea",
  "Festival Brisa do Mar",
  "Northern Lights Fest",
  "Festival Solsticio",
];

const BANDS = ["The Paper Lanterns", "Os Ventanias", "Caravela", "Sol de Agosto", "The Hollow Pines"];
const SONGS = [
  "Luz de Março",
  "Paper Moon Motel",
  "Corazón de Tiza",
  "Slow Fire",
  "Onda Azul",
  "Lighthouse Keeper",
];
const VENUES = ["Sala Aurora", "Copper Room", "Casa do Samba Velho", "Teatro Luna", "Blue Anchor Club"];

/** An artist, a record, a festival and the city of the concert (whose currency prices the tickets). */
export const MUSIC: SectionTemplates = {
  section: "music",
  kinds: [
    {
      name: "artist",
      facts: ({ rng, language }) => {
        const { place, city } = pickPlace(rng, language);
        return {
          place,
          vars: {
            artist: rng.pick(ARTISTS),
            album: rng.pick(ALBUMS),
            festival: rng.pick(FESTIVALS),
            city,
            person: rng.pick(PEOPLE[language]),
            tracks: String(rng.int(9, 16)),
            number: String(rng.int(20, 60)),
            months: String(rng.int(14, 40)),
            price: price(rng, language, place, 35, 140),
          },
          tags: [],
        };
      },
      stories: [
        {
          id: "album",
          anchors: { slots: ["artist", "album"] },
          motif: "vinyl",
          headline: tri(
            "New {artist} album “{album}” ends a {months}-month silence",
            "{artist} vuelve tras {months} meses de silencio con «{album}»",
            "{artist} volta depois de {months} meses com “{album}”",
          ),
          standfirst: tri(
            "“{album}” has {tracks} songs, and {artist} recorded most of them live in the studio.",
            "«{album}» tiene {tracks} canciones, y {artist} grabó la mayoría en directo en el estudio.",
            "“{album}” tem {tracks} faixas, e {artist} gravou a maioria ao vivo no estúdio.",
          ),
          body: [
            tri(
              "{artist} released “{album}” on Friday, the first new music in {months} months. The {tracks} songs were recorded in a week, mostly in single takes.",
              "{artist} publicó el viernes «{album}», su primera música nueva en {months} meses. Las {tracks} canciones se grabaron en una semana, casi todas en una sola toma.",
              "{artist} lançou na sexta-feira “{album}”, a primeira música nova em {months} meses. As {tracks} faixas foram gravadas em uma semana, quase todas de primeira.",
            ),
            tri(
              "Critics have called it the most personal record of the career so far, with fewer synthesizers and more room for the voice.",
              "La crítica lo considera el disco más personal de su carrera, con menos sintetizadores y más espacio para la voz.",
              "A crítica considera o disco o mais pessoal da carreira, com menos sintetizadores e mais espaço para a voz.",
            ),
            tri(
              "“We wanted it to sound like a room with people in it,” {artist} said in an interview with {person}.",
              "«Queríamos que sonara como una sala con gente dentro», contó {artist} en una entrevista con {person}.",
              "“Queríamos que soasse como uma sala cheia de gente”, contou {artist} em entrevista a {person}.",
            ),
            tri(
              "The first concerts to present “{album}” will be announced in the coming weeks.",
              "Los primeros conciertos de presentación de «{album}» se anunciarán en las próximas semanas.",
              "Os primeiros shows de lançamento de “{album}” serão anunciados nas próximas semanas.",
            ),
          ],
          caption: tri(
            "A vinyl copy of “{album}” by {artist}, drawn.",
            "Un vinilo de «{album}», de {artist}, dibujado.",
            "Um vinil de “{album}”, de {artist}, em desenho.",
          ),
        },
        {
          id: "concert",
          anchors: { slots: ["artist", "city"] },
          motif: "concert",
          headline: tri(
            "A second {city} night for {artist} after tickets sell out",
            "{artist} suma una segunda noche en {city} tras agotar las entradas",
            "{artist} marca segundo show em {city} depois de esgotar ingressos",
          ),
          standfirst: tri(
            "Tickets for the new {artist} date in {city} cost from {price} and go on sale on Friday morning.",
            "Las entradas para la nueva fecha de {artist} en {city} costarán desde {price} y salen a la venta el viernes por la mañana.",
            "Os ingressos para a nova data de {artist} em {city} custam a partir de {price} e começam a ser vendidos na sexta de manhã.",
          ),
          body: [
            tri(
              "{artist} will play a second night in {city} after the first concert sold out in {number} minutes. Tickets will cost from {price}.",
              "{artist} dará un segundo concierto en {city} después de que el primero agotara las entradas en {number} minutos. Las localidades costarán desde {price}.",
              "{artist} fará um segundo show em {city} depois que o primeiro esgotou em {number} minutos. Os ingressos vão custar a partir de {price}.",
            ),
            tri(
              "The show will open with songs from “{album}” and close, as on every night of the tour, with the early hits.",
              "El espectáculo abrirá con canciones de «{album}» y cerrará, como cada noche de la gira, con los primeros éxitos.",
              "O show abre com músicas de “{album}” e termina, como em todas as noites da turnê, com os primeiros sucessos.",
            ),
            tri(
              "“{city} has always been good to us; one night was never going to be enough,” {artist} said.",
              "«{city} siempre se ha portado bien con nosotros; una noche no iba a ser suficiente», dijo {artist}.",
              "“{city} sempre nos recebeu bem; uma noite só nunca ia bastar”, disse {artist}.",
            ),
            tri(
              "Fans are advised to buy only from the official sellers; resold tickets will be cancelled at the door.",
              "Se recomienda comprar solo en los puntos de venta oficiales: las entradas revendidas se anularán en la puerta.",
              "A recomendação é comprar só nos canais oficiais: ingressos revendidos serão cancelados na entrada.",
            ),
          ],
          caption: tri(
            "Stage lights over the crowd at a concert by {artist} in {city}.",
            "Luces sobre el público en un concierto de {artist} en {city}.",
            "Luzes sobre o público em um show de {artist} em {city}.",
          ),
        },
        {
          id: "festival",
          topic: "Music Festivals",
          anchors: { slots: ["festival", "city"] },
          motif: "festival",
          headline: tri(
            "{festival} names {artist} as headliner for its {city} edition",
            "El {festival} anuncia a {artist} como cabeza de cartel en {city}",
            "{festival} anuncia {artist} como atração principal em {city}",
          ),
          standfirst: tri(
            "{festival} returns to {city} with {number} acts, opening the festival season.",
            "El {festival} vuelve a {city} con {number} artistas y abre la temporada de festivales.",
            "O {festival} volta a {city} com {number} atrações e abre a temporada de festivais.",
          ),
          body: [
            tri(
              "{festival} will return to {city} this summer with {number} acts on four stages, and {artist} will close the main stage on the Saturday.",
              "El {festival} volverá a {city} este verano con {number} artistas en cuatro escenarios, y {artist} cerrará el escenario principal el sábado.",
              "O {festival} volta a {city} nesta temporada com {number} atrações em quatro palcos, e {artist} encerra o palco principal no sábado.",
            ),
            tri(
              "The festival season has grown every year since 2022, and organisers say {festival} expects its largest crowd yet. A day pass costs {price}.",
              "La temporada de festivales no ha dejado de crecer desde 2022, y la organización prevé el mayor público de la historia del {festival}. El abono de un día cuesta {price}.",
              "A temporada de festivais cresce todo ano desde 2022, e a organização espera o maior público da história do {festival}. O ingresso de um dia custa {price}.",
            ),
            tri(
              "“We wanted a lineup people in {city} would talk about for years,” said {person}, who programmes the festival.",
              "«Queríamos un cartel del que en {city} se hablara durante años», dijo {person}, que programa el festival.",
              "“Queríamos uma programação que {city} comentasse por anos”, disse {person}, que faz a curadoria do festival.",
            ),
            tri(
              "The full programme, with stage times, will be published a month before the festival.",
              "El programa completo, con horarios, se publicará un mes antes del festival.",
              "A programação completa, com horários, sai um mês antes do festival.",
            ),
          ],
          caption: tri(
            "Tents and the main stage of {festival} in {city}.",
            "Carpas y escenario principal del {festival} en {city}.",
            "Tendas e palco principal do {festival} em {city}.",
          ),
        },
      ],
    },
    {
      name: "scene",
      facts: ({ rng, language }) => {
        const { place, city } = pickPlace(rng, language);
        const [artist, guest] = rng.sample(ARTISTS, 2);
        return {
          place,
          vars: {
            artist,
            guest,
            band: rng.pick(BANDS),
            album: rng.pick(ALBUMS),
            song: rng.pick(SONGS),
            venue: rng.pick(VENUES),
            city,
            person: rng.pick(PEOPLE[language]),
            dates: String(rng.int(18, 46)),
            streams: String(rng.int(9, 24)),
            years: String(rng.int(12, 35)),
            capacity: String(rng.int(3, 9) * 100),
            price: price(rng, language, place, 40, 120),
          },
          tags: [],
        };
      },
      stories: [
        {
          id: "world-tour",
          anchors: { slots: ["artist", "city"], subject: tri("tour", "gira", "turnê") },
          motif: "concert",
          headline: tri(
            "{artist} announces a {dates}-date world tour that opens in {city}",
            "{artist} anuncia una gira mundial de {dates} fechas que arranca en {city}",
            "{artist} anuncia turnê mundial de {dates} datas com estreia em {city}",
          ),
          standfirst: tri(
            "The tour by {artist} opens in {city} in the autumn; tickets cost from {price} and go on sale next week.",
            "La gira de {artist} arranca en {city} en otoño; las entradas costarán desde {price} y saldrán a la venta la semana que viene.",
            "A turnê de {artist} começa em {city} no segundo semestre; os ingressos custam a partir de {price} e começam a ser vendidos na semana que vem.",
          ),
          body: [
            tri(
              "{artist} will play {dates} dates on four continents, starting in {city} in the autumn. It is the biggest tour of the career so far, built around “{album}”.",
              "{artist} dará {dates} conciertos en cuatro continentes, empezando en {city} en otoño. Es la mayor gira de su carrera hasta ahora, construida en torno a «{album}».",
              "{artist} vai fazer {dates} shows em quatro continentes, a partir de {city}. É a maior turnê da carreira até agora, montada em torno de “{album}”.",
            ),
            tri(
              "The stage has been designed to fit arenas and smaller halls alike, so the tour can return to cities that large shows often skip.",
              "El escenario se ha diseñado para pabellones y para salas más pequeñas, de modo que la gira pueda volver a ciudades que los grandes espectáculos suelen saltarse.",
              "O palco foi pensado tanto para arenas quanto para casas menores, para que a turnê possa voltar a cidades que os grandes shows costumam pular.",
            ),
            tri(
              "“Starting at home was the only choice,” {artist} said. “{City} heard these songs first.”",
              "«Empezar en casa era la única opción», dijo {artist}. «{City} escuchó estas canciones antes que nadie».",
              "“Começar em casa era a única opção”, disse {artist}. “{City} ouviu estas músicas antes de todo mundo.”",
            ),
            tri(
              "Members of the fan club will get access to a presale two days before the general sale.",
              "Los socios del club de fans tendrán acceso a una preventa dos días antes de la venta general.",
              "Os integrantes do fã-clube terão acesso à pré-venda dois dias antes da venda geral.",
            ),
          ],
          caption: tri(
            "The stage built for the world tour of {artist}, before its first night in {city}.",
            "El escenario de la gira mundial de {artist}, antes de su primera noche en {city}.",
            "O palco da turnê mundial de {artist}, antes da primeira noite em {city}.",
          ),
        },
        {
          id: "album-of-the-year",
          anchors: { slots: ["artist", "album"] },
          motif: "award",
          headline: tri(
            "“{album}” by {artist} is named album of the year",
            "«{album}», de {artist}, gana el premio al disco del año",
            "“{album}”, de {artist}, leva o prêmio de álbum do ano",
          ),
          standfirst: tri(
            "{artist} beat four other nominees at the music awards in {city}, where “{album}” also won best production.",
            "{artist} se impuso a otros cuatro nominados en los premios de la música celebrados en {city}, donde «{album}» también ganó a la mejor producción.",
            "{artist} superou outros quatro indicados na premiação da música em {city}, onde “{album}” também levou o troféu de melhor produção.",
          ),
          body: [
            tri(
              "{artist} won album of the year for “{album}” at the music awards on Saturday night, the highest prize of the evening, voted for by critics and musicians.",
              "{artist} ganó el sábado por la noche el premio al disco del año por «{album}», el más importante de la gala, votado por críticos y músicos.",
              "{artist} levou no sábado à noite o prêmio de álbum do ano por “{album}”, o mais importante da cerimônia, votado por críticos e músicos.",
            ),
            tri(
              "The record had already spent weeks at the top of the charts, and its sales have doubled since the nominations were announced.",
              "El disco ya había pasado semanas en lo más alto de las listas, y sus ventas se han duplicado desde que se anunciaron las nominaciones.",
              "O disco já tinha passado semanas no topo das paradas, e as vendas dobraram desde o anúncio dos indicados.",
            ),
            tri(
              "“I made this record in my kitchen, with no idea anyone would hear it,” {artist} said on stage, thanking {person}, the producer.",
              "«Hice este disco en la cocina de casa sin saber si alguien lo iba a escuchar», dijo {artist} en el escenario, y dio las gracias a {person}, su productor.",
              "“Fiz este disco na cozinha de casa sem saber se alguém ia ouvir”, disse {artist} no palco, agradecendo a {person}, responsável pela produção.",
            ),
            tri(
              "The ceremony was held in {city} and broadcast live.",
              "La gala se celebró en {city} y se emitió en directo.",
              "A cerimônia foi realizada em {city} e transmitida ao vivo.",
            ),
          ],
          caption: tri(
            "The trophy {artist} won for “{album}”.",
            "El trofeo que {artist} ganó por «{album}».",
            "O troféu que {artist} ganhou por “{album}”.",
          ),
        },
        {
          id: "streaming-record",
          anchors: { slots: ["artist", "song"] },
          motif: "vinyl",
          headline: tri(
            "“{song}” by {artist} breaks the record for streams in a single day",
            "«{song}», de {artist}, bate el récord de reproducciones en un solo día",
            "“{song}”, de {artist}, quebra o recorde de reproduções em um só dia",
          ),
          standfirst: tri(
            "“{song}”, the new single by {artist}, was played {streams} million times in its first 24 hours, more than any song in the country before.",
            "«{song}», el nuevo sencillo de {artist}, se reprodujo {streams} millones de veces en sus primeras 24 horas, más que ninguna canción del país hasta ahora.",
            "“{song}”, o novo single de {artist}, foi tocado {streams} milhões de vezes nas primeiras 24 horas, mais do que qualquer música do país até hoje.",
          ),
          body: [
            tri(
              "“{song}”, released by {artist} at midnight on Thursday, was streamed {streams} million times in a day, beating a record that had stood for three years.",
              "«{song}», que {artist} publicó el jueves a medianoche, sumó {streams} millones de reproducciones en un día y batió un récord que duraba tres años.",
              "“{song}”, lançada por {artist} à meia-noite de quinta-feira, teve {streams} milhões de reproduções em um dia e quebrou um recorde que durava três anos.",
            ),
            tri(
              "A short clip of the chorus had already spread widely on social networks before the release.",
              "Un fragmento del estribillo ya se había hecho viral en las redes sociales antes del lanzamiento.",
              "Um trecho do refrão já tinha viralizado nas redes sociais antes do lançamento.",
            ),
            tri(
              "“Nobody here expected this; we thought it was the quiet song on the record,” said {person}, who co-wrote it.",
              "«Nadie lo esperaba; pensábamos que era la canción tranquila del disco», dijo {person}, que la escribió junto a {artist}.",
              "“Ninguém esperava; a gente achava que era a música mais calma do disco”, disse {person}, que compôs a faixa ao lado de {artist}.",
            ),
            tri(
              "The song will be part of “{album}”, due out in the spring.",
              "La canción formará parte de «{album}», que saldrá en primavera.",
              "A música vai fazer parte de “{album}”, previsto para o ano que vem.",
            ),
          ],
          caption: tri(
            "A record spinning with “{song}”, the new single by {artist}.",
            "Un disco girando con «{song}», el nuevo sencillo de {artist}.",
            "Um disco girando com “{song}”, o novo single de {artist}.",
          ),
        },
        {
          id: "band-hiatus",
          anchors: { slots: ["band"] },
          motif: "concert",
          headline: tri(
            "{band} will take an indefinite break after {years} years together",
            "{band} se toma un descanso indefinido después de {years} años juntos",
            "{band} anuncia pausa por tempo indeterminado após {years} anos juntos",
          ),
          standfirst: tri(
            "{band} will say goodbye with one last concert in {city}, where the band played its first show.",
            "{band} se despedirá con un último concierto en {city}, donde dio su primer bolo.",
            "{band} vai se despedir com um último show em {city}, onde fez a primeira apresentação.",
          ),
          body: [
            tri(
              "{band} announced on Monday that they will stop after {years} years, with a final concert in {city} in the summer. The members say it is a pause, not a split.",
              "{band} anunció el lunes que lo deja tras {years} años, con un último concierto en {city} este verano. Sus miembros dicen que es una pausa, no una separación.",
              "{band} anunciou na segunda-feira que vai parar depois de {years} anos, com um último show em {city}. Os integrantes dizem que é uma pausa, e não o fim.",
            ),
            tri(
              "Tickets for the farewell concert cost from {price}; organisers expect them to sell out within hours.",
              "Las entradas para el concierto de despedida costarán desde {price}, y la organización cree que se agotarán en horas.",
              "Os ingressos para o show de despedida custam a partir de {price}, e a produção espera que esgotem em poucas horas.",
            ),
            tri(
              "“We need to miss making music together,” said {person}, the band's manager, in a statement.",
              "«Necesitamos echar de menos hacer música juntos», dijo {person}, mánager del grupo, en un comunicado.",
              "“Precisamos sentir falta de fazer música juntos”, disse {person}, empresário da banda, em comunicado.",
            ),
            tri(
              "Several members are already working on solo records.",
              "Varios de sus miembros ya preparan discos en solitario.",
              "Vários integrantes já preparam discos solo.",
            ),
          ],
          caption: tri(
            "The stage where {band} will play their farewell concert in {city}.",
            "El escenario donde {band} dará su concierto de despedida en {city}.",
            "O palco onde {band} fará o show de despedida em {city}.",
          ),
        },
        {
          id: "venue-closing",
          anchors: { slots: ["venue", "city"] },
          motif: "concert",
          headline: tri(
            "{venue}, a {city} music club, closes its doors after {years} years",
            "Cierra {venue}, la sala de conciertos de {city}, tras {years} años",
            "{venue}, casa de shows de {city}, fecha as portas após {years} anos",
          ),
          standfirst: tri(
            "The {capacity}-capacity club in {city} lost its lease; musicians are planning a week of farewell nights at {venue}.",
            "La sala de {city}, con aforo para {capacity} personas, ha perdido el contrato de alquiler; los músicos preparan una semana de despedidas en {venue}.",
            "A casa de {city}, com capacidade para {capacity} pessoas, perdeu o contrato de aluguel; os músicos preparam uma semana de shows de despedida em {venue}.",
          ),
          body: [
            tri(
              "{venue}, where generations of {city} bands played their first gigs, will close at the end of the month after {years} years. The building is to become offices.",
              "{venue}, donde varias generaciones de grupos de {city} dieron sus primeros conciertos, cerrará a final de mes tras {years} años. El edificio se convertirá en oficinas.",
              "{venue}, onde gerações de bandas de {city} fizeram os primeiros shows, fecha no fim do mês depois de {years} anos. O prédio vai virar escritórios.",
            ),
            tri(
              "Regulars have collected thousands of signatures asking the city to protect the club, so far without success.",
              "Los habituales han reunido miles de firmas para pedir al ayuntamiento que proteja la sala, de momento sin éxito.",
              "Os frequentadores reuniram milhares de assinaturas pedindo que a prefeitura proteja a casa, até agora sem sucesso.",
            ),
            tri(
              "“Every city needs a small room where a band can be terrible before it is good,” said {person}, who ran the bar for two decades.",
              "«Toda ciudad necesita una sala pequeña donde un grupo pueda ser malo antes de ser bueno», dijo {person}, que llevó la barra durante dos décadas.",
              "“Toda cidade precisa de uma casa pequena onde uma banda possa ser ruim antes de ficar boa”, disse {person}, que cuidou do bar por duas décadas.",
            ),
            tri(
              "The last concert, on the final Saturday, is free.",
              "El último concierto, el sábado de cierre, será gratuito.",
              "O último show, no sábado de encerramento, será gratuito.",
            ),
          ],
          caption: tri(
            "The small stage of {venue}, in {city}.",
            "El pequeño escenario de {venue}, en {city}.",
            "O pequeno palco de {venue}, em {city}.",
          ),
        },
        {
          id: "duet",
          anchors: { slots: ["artist", "guest"] },
          motif: "vinyl",
          headline: tri(
            "{artist} and {guest} surprise fans with a duet released overnight",
            "{artist} y {guest} sorprenden con un dúo publicado de madrugada",
            "{artist} e {guest} surpreendem os fãs com dueto lançado de madrugada",
          ),
          standfirst: tri(
            "{artist} and {guest} recorded “{song}” in two days in {city}, and told no one until it came out.",
            "{artist} y {guest} grabaron «{song}» en dos días en {city}, y no se lo contaron a nadie hasta publicarla.",
            "{artist} e {guest} gravaram “{song}” em dois dias em {city} e não contaram a ninguém até o lançamento.",
          ),
          body: [
            tri(
              "{artist} and {guest} released “{song}”, their first song together, at three in the morning on Friday, with no warning and no promotion.",
              "{artist} y {guest} publicaron «{song}», su primera canción juntos, el viernes a las tres de la madrugada, sin aviso previo y sin promoción.",
              "{artist} e {guest} lançaram “{song}”, a primeira música juntos, às três da manhã de sexta-feira, sem aviso e sem divulgação.",
            ),
            tri(
              "The two met backstage at a festival last year and recorded the song in a studio in {city} in two days.",
              "Los dos se conocieron entre bastidores en un festival el año pasado y grabaron el tema en dos días en un estudio de {city}.",
              "Os dois se conheceram nos bastidores de um festival no ano passado e gravaram a faixa em dois dias num estúdio de {city}.",
            ),
            tri(
              "“We wanted people to find it the way you find a song on the radio,” {guest} said.",
              "«Queríamos que la gente la descubriera como se descubre una canción en la radio», dijo {guest}.",
              "“Queríamos que as pessoas descobrissem a música como quem descobre uma canção no rádio”, disse {guest}.",
            ),
            tri(
              "Neither has said whether more songs will follow.",
              "Ninguno de los dos ha dicho si habrá más canciones.",
              "Nenhum dos dois disse se vêm mais músicas por aí.",
            ),
          ],
          caption: tri(
            "The cover of “{song}”, the duet by {artist} and {guest}.",
            "La portada de «{song}», el dúo de {artist} y {guest}.",
            "A capa de “{song}”, o dueto de {artist} e {guest}.",
          ),
        },
      ],
    },
  ],
};
