import { type SectionTemplates, tri } from "./story-kind.ts";
import { CITIES, PEOPLE, price } from "./vocabulary.ts";

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

export const MUSIC: SectionTemplates = {
  section: "music",
  kinds: [
    {
      name: "release-and-tour",
      weight: 1,
      facts: ({ rng, language, profiles }) => {
        const topic = rng.pick(profiles.topics.filter((t) => t.sections.includes("music")));
        const [artist, guest] = rng.sample(ARTISTS, 2);
        return {
          vars: {
            artist,
            guest,
            album: rng.pick(ALBUMS),
            festival: rng.pick(FESTIVALS),
            city: rng.pick(CITIES[language]),
            topic: topic.text[language],
            person: rng.pick(PEOPLE[language]),
            tracks: String(rng.int(9, 16)),
            number: String(rng.int(5, 12)),
            months: String(rng.int(14, 40)),
            price: price(rng, language, 35, 140),
          },
          tags: [topic.profile],
        };
      },
      titles: [
        tri(
          "{artist} announces new album “{album}” with {tracks} songs",
          "{artist} anuncia su nuevo disco, «{album}», con {tracks} canciones",
          "{artist} anuncia o novo álbum “{album}”, com {tracks} faixas",
        ),
        tri(
          "{artist} and {guest} to headline {festival}",
          "{artist} y {guest} encabezarán el cartel del {festival}",
          "{artist} e {guest} são as atrações principais do {festival}",
        ),
        tri(
          "Review: “{album}” is {artist}'s boldest record yet",
          "Crítica: «{album}» es el disco más atrevido de {artist}",
          "Crítica: “{album}” é o disco mais ousado de {artist}",
        ),
        tri(
          "{artist} adds a second date in {city} after tickets sell out",
          "{artist} añade una segunda fecha en {city} tras agotar las entradas",
          "{artist} abre data extra em {city} depois de esgotar os ingressos",
        ),
        tri(
          "How {topic} is changing the way fans discover music",
          "Cómo {topic} está cambiando la forma en que el público descubre música",
          "Como {topic} está mudando a forma como o público descobre música",
        ),
      ],
      descriptions: [
        tri(
          "The record, made with {guest}, arrives after a {months}-month break and a long tour.",
          "El álbum, grabado junto a {guest}, llega tras {months} meses de pausa y una larga gira.",
          "O disco, gravado com {guest}, chega depois de {months} meses de pausa e uma longa turnê.",
        ),
        tri(
          "Tickets for the show in {city} start at {price} and go on sale on Friday.",
          "Las entradas para el concierto en {city} cuestan desde {price} y salen a la venta el viernes.",
          "Os ingressos para o show em {city} custam a partir de {price} e começam a ser vendidos na sexta-feira.",
        ),
        tri(
          "Organisers expect record crowds as {topic} reaches new audiences.",
          "La organización espera una asistencia récord ahora que {topic} llega a nuevos públicos.",
          "A organização espera público recorde agora que {topic} alcança novas plateias.",
        ),
      ],
      paragraphs: [
        tri(
          "{artist} revealed the news to fans in a short video, playing a few seconds of the title track. “{album}” was recorded over {number} weeks in a small studio by the sea and includes {tracks} new songs.",
          "{artist} dio la noticia a sus seguidores en un breve vídeo en el que suena un fragmento del tema principal. «{album}» se grabó durante {number} semanas en un pequeño estudio junto al mar e incluye {tracks} canciones nuevas.",
          "{artist} deu a notícia aos fãs em um vídeo curto, com alguns segundos da faixa-título. “{album}” foi gravado ao longo de {number} semanas em um pequeno estúdio à beira-mar e traz {tracks} músicas inéditas.",
        ),
        tri(
          "The collaboration with {guest} had been rumoured for months. The two first shared a stage at {festival}, where their surprise duet became one of the most watched clips of the year.",
          "La colaboración con {guest} se rumoreaba desde hacía meses. Ambos compartieron escenario por primera vez en el {festival}, donde su dueto sorpresa se convirtió en uno de los vídeos más vistos del año.",
          "A parceria com {guest} era especulada havia meses. Os dois dividiram o palco pela primeira vez no {festival}, onde o dueto surpresa virou um dos vídeos mais vistos do ano.",
        ),
        tri(
          "Critics have praised the record's warmer sound, with more acoustic instruments and fewer electronic effects than the previous album.",
          "La crítica ha elogiado el sonido más cálido del disco, con más instrumentos acústicos y menos efectos electrónicos que el trabajo anterior.",
          "A crítica elogiou a sonoridade mais calorosa do disco, com mais instrumentos acústicos e menos efeitos eletrônicos do que o trabalho anterior.",
        ),
        tri(
          "The tour will stop in {city} and several other cities. Tickets start at {price}, and organisers have promised measures against resale at inflated prices.",
          "La gira pasará por {city} y por otras ciudades. Las entradas cuestan desde {price}, y la organización ha prometido medidas contra la reventa a precios abusivos.",
          "A turnê passa por {city} e outras cidades. Os ingressos custam a partir de {price}, e a produção prometeu medidas contra a revenda a preços abusivos.",
        ),
        tri(
          "Industry figures show that {topic} accounts for a growing share of how new artists are found, a trend that has helped independent acts reach listeners abroad.",
          "Los datos del sector muestran el peso creciente de {topic} en el descubrimiento de nuevos artistas, una tendencia que ha ayudado a los grupos independientes a llegar al público extranjero.",
          "Dados do setor mostram o peso crescente de {topic} na descoberta de novos artistas, tendência que ajudou bandas independentes a conquistar ouvintes no exterior.",
        ),
      ],
      quotes: [
        tri(
          "“These songs are the most personal I have ever written,” {artist} told fans on social media.",
          "«Son las canciones más personales que he escrito nunca», escribió {artist} en las redes sociales.",
          "“São as músicas mais pessoais que já escrevi”, escreveu {artist} nas redes sociais.",
        ),
        tri(
          "“It is an album that rewards patience,” said {person}, a music critic who heard it in advance.",
          "«Es un disco que recompensa la paciencia», opinó {person}, crítico musical que lo escuchó en primicia.",
          "“É um disco que recompensa a paciência”, avaliou {person}, crítico musical que ouviu o álbum antecipadamente.",
        ),
      ],
    },
  ],
};
