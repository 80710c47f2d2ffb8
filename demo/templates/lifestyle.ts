import { type SectionTemplates, tri } from "./story-kind.ts";
import { CITIES, PEOPLE } from "./vocabulary.ts";

const HABITS = {
  en: [
    "walking after dinner",
    "cooking at home",
    "sleeping eight hours",
    "cycling to work",
    "eating more vegetables",
    "switching off screens at night",
  ],
  es: [
    "caminar después de cenar",
    "cocinar en casa",
    "dormir ocho horas",
    "ir al trabajo en bicicleta",
    "comer más verduras",
    "apagar las pantallas por la noche",
  ],
  pt: [
    "caminhar depois do jantar",
    "cozinhar em casa",
    "dormir oito horas",
    "ir de bicicleta para o trabalho",
    "comer mais legumes",
    "desligar as telas à noite",
  ],
};

export const LIFESTYLE: SectionTemplates = {
  section: "lifestyle",
  kinds: [
    {
      name: "wellbeing",
      weight: 1,
      facts: ({ rng, language, profiles }) => {
        const topic = rng.pick(profiles.topics.filter((t) => t.sections.includes("lifestyle")));
        return {
          vars: {
            habit: rng.pick(HABITS[language]),
            city: rng.pick(CITIES[language]),
            topic: topic.text[language],
            person: rng.pick(PEOPLE[language]),
            minutes: String(rng.int(3, 9) * 5),
            percent: String(rng.int(15, 60)),
            number: String(rng.int(3, 7)),
          },
          tags: [topic.profile],
        };
      },
      titles: [
        tri(
          "Why {habit} could be the simplest change you make this year",
          "Por qué {habit} puede ser el cambio más sencillo de este año",
          "Por que {habit} pode ser a mudança mais simples deste ano",
        ),
        tri(
          "{number} ideas for a slower weekend in {city}",
          "{number} ideas para un fin de semana sin prisas en {city}",
          "{number} ideias para um fim de semana sem pressa em {city}",
        ),
        tri(
          "Just {minutes} minutes a day: experts explain the benefits of {habit}",
          "Solo {minutes} minutos al día: los expertos explican los beneficios de {habit}",
          "Só {minutes} minutos por dia: especialistas explicam os benefícios de {habit}",
        ),
        tri(
          "How {topic} is changing what we buy, eat and wear",
          "Cómo {topic} está cambiando lo que compramos, comemos y vestimos",
          "Com {topic} em pauta, muda o que compramos, comemos e vestimos",
        ),
        tri(
          "The new neighbourhood markets of {city} that everyone is talking about",
          "Los nuevos mercados de barrio de {city} de los que todo el mundo habla",
          "As novas feiras de bairro de {city} das quais todo mundo está falando",
        ),
      ],
      descriptions: [
        tri(
          "Small routines add up: a study found that {percent}% of participants felt better after a month.",
          "Las pequeñas rutinas suman: un estudio concluyó que el {percent} % de los participantes se sentía mejor al cabo de un mes.",
          "Pequenas rotinas fazem diferença: um estudo mostrou que {percent}% dos participantes se sentiram melhor após um mês.",
        ),
        tri(
          "From quiet cafés to riverside walks, our guide to enjoying {city} without rushing.",
          "De cafés tranquilos a paseos junto al río, nuestra guía para disfrutar de {city} sin prisas.",
          "De cafés tranquilos a passeios à beira do rio, nosso guia para aproveitar {city} sem pressa.",
        ),
        tri(
          "Designers, doctors and shoppers tell us how {topic} shapes their daily choices.",
          "Diseñadores, médicos y consumidores nos cuentan cómo {topic} influye en sus decisiones diarias.",
          "Designers, médicos e consumidores contam como levam em conta {topic} nas escolhas do dia a dia.",
        ),
      ],
      paragraphs: [
        tri(
          "Researchers followed several hundred volunteers for six months. Those who spent {minutes} minutes a day {habit} reported more energy and better sleep, and {percent}% said they had kept the habit after the study ended.",
          "Los investigadores siguieron a varios cientos de voluntarios durante seis meses. Quienes dedicaron {minutes} minutos al día a {habit} dijeron tener más energía y dormir mejor, y el {percent} % mantuvo el hábito después del estudio.",
          "Pesquisadores acompanharam algumas centenas de voluntários durante seis meses. Quem dedicou {minutes} minutos por dia a {habit} relatou mais energia e sono melhor, e {percent}% mantiveram o hábito depois do estudo.",
        ),
        tri(
          "In {city}, the trend is visible everywhere: new markets selling local produce, repair cafés and shops that sell by weight.",
          "En {city} la tendencia se nota en todas partes: nuevos mercados de productos locales, talleres de reparación y tiendas que venden a granel.",
          "Em {city}, a tendência está por toda parte: novas feiras de produtores locais, oficinas de conserto e lojas que vendem a granel.",
        ),
        tri(
          "Specialists say the key is to start small and be consistent. Changing everything at once rarely lasts, while one new routine can lead naturally to the next.",
          "Los especialistas coinciden en que la clave es empezar poco a poco y ser constante. Cambiarlo todo de golpe rara vez funciona, mientras que una nueva rutina lleva de forma natural a la siguiente.",
          "Especialistas dizem que o segredo é começar aos poucos e ter constância. Mudar tudo de uma vez raramente funciona, enquanto uma nova rotina puxa naturalmente a próxima.",
        ),
        tri(
          "Concern about {topic} also plays a part: more and more people say they think about the impact of their purchases before buying.",
          "La preocupación por {topic} también influye: cada vez más personas dicen pensar en el impacto de sus compras antes de decidir.",
          "A preocupação com {topic} também pesa: cada vez mais pessoas dizem pensar no impacto das compras antes de decidir.",
        ),
        tri(
          "For a first step, our readers suggest choosing one evening a week for a long walk, a home-cooked meal and no phones at the table.",
          "Como primer paso, nuestros lectores proponen elegir una tarde a la semana para dar un paseo largo, cocinar en casa y dejar el móvil lejos de la mesa.",
          "Como primeiro passo, nossos leitores sugerem escolher uma noite por semana para uma caminhada longa, uma refeição caseira e nada de celular à mesa.",
        ),
      ],
      quotes: [
        tri(
          "“The best habit is the one you can keep,” said {person}, a family doctor.",
          "«El mejor hábito es el que se puede mantener», resume {person}, especialista en medicina familiar.",
          "“O melhor hábito é aquele que a gente consegue manter”, resume {person}, especialista em medicina de família.",
        ),
        tri(
          "“People want a calmer life, and they are building it one small decision at a time,” said {person}, who studies consumer trends.",
          "«La gente quiere una vida más tranquila y la está construyendo decisión a decisión», señala {person}, que estudia las tendencias de consumo.",
          "“As pessoas querem uma vida mais tranquila e estão construindo isso uma decisão de cada vez”, diz {person}, que estuda tendências de consumo.",
        ),
      ],
    },
  ],
};
