import type { DemoTopic } from "../demo-profiles.ts";
import { type SectionTemplates, tri } from "./story-kind.ts";
import { CITIES, millions, PEOPLE } from "./vocabulary.ts";

const PROJECTS = {
  en: [
    "a new tram line",
    "a flood defence plan",
    "an affordable housing programme",
    "a network of cycle lanes",
    "a solar roof scheme",
    "a new public hospital",
  ],
  es: [
    "una nueva línea de tranvía",
    "un plan contra las inundaciones",
    "un programa de vivienda asequible",
    "una red de carriles bici",
    "un plan de tejados solares",
    "un nuevo hospital público",
  ],
  pt: [
    "uma nova linha de metrô",
    "um plano contra enchentes",
    "um programa de moradia popular",
    "uma rede de ciclovias",
    "um programa de telhados solares",
    "um novo hospital público",
  ],
};

function topicFor(topics: DemoTopic[], pick: (items: DemoTopic[]) => DemoTopic) {
  return pick(topics.filter((topic) => topic.sections.includes("news")));
}

export const NEWS: SectionTemplates = {
  section: "news",
  kinds: [
    {
      name: "city-decision",
      weight: 1,
      facts: ({ rng, language, profiles }) => {
        const topic = topicFor(profiles.topics, rng.pick);
        return {
          vars: {
            city: rng.pick(CITIES[language]),
            project: rng.pick(PROJECTS[language]),
            topic: topic.text[language],
            person: rng.pick(PEOPLE[language]),
            money: millions(rng, language, 12, 480),
            number: String(rng.int(180, 2400)),
            percent: String(rng.int(38, 81)),
          },
          tags: [topic.profile],
        };
      },
      titles: [
        tri(
          "{city} approves {project} after months of debate",
          "{city} aprueba {project} tras meses de debate",
          "{city} aprova {project} após meses de debate",
        ),
        tri(
          "Residents of {city} back {project} in public consultation",
          "Los vecinos de {city} respaldan {project} en una consulta pública",
          "Moradores de {city} apoiam {project} em consulta pública",
        ),
        tri(
          "New report on {topic} puts pressure on {city} leaders",
          "Un nuevo informe sobre {topic} presiona a los líderes de {city}",
          "Novo relatório sobre {topic} pressiona os líderes de {city}",
        ),
        tri(
          "{city} to invest {money} in {project}",
          "{city} invertirá {money} en {project}",
          "{city} vai investir {money} em {project}",
        ),
        tri(
          "Poll: {percent}% of {city} residents worry about {topic}",
          "Encuesta: el {percent} % de los vecinos de {city} se preocupa por {topic}",
          "Pesquisa: {percent}% dos moradores de {city} se preocupam com {topic}",
        ),
        tri(
          "{person} of {city} city hall defends {project}",
          "{person}, del ayuntamiento de {city}, defiende {project}",
          "{person}, da prefeitura de {city}, defende {project}",
        ),
      ],
      descriptions: [
        tri(
          "The plan, which will cost {money}, is expected to change daily life for thousands of people in {city}.",
          "El plan, que costará {money}, cambiará el día a día de miles de personas en {city}.",
          "O plano, que vai custar {money}, deve mudar o dia a dia de milhares de pessoas em {city}.",
        ),
        tri(
          "Local officials say the decision reflects growing concern about {topic}.",
          "Las autoridades locales aseguran que la decisión refleja la creciente preocupación por {topic}.",
          "Autoridades locais afirmam que a decisão reflete a preocupação crescente com {topic}.",
        ),
        tri(
          "{number} people took part in the consultation, and {percent}% of them supported the proposal.",
          "{number} personas participaron en la consulta y el {percent} % apoyó la propuesta.",
          "{number} pessoas participaram da consulta, e {percent}% apoiaram a proposta.",
        ),
      ],
      paragraphs: [
        tri(
          "City officials in {city} confirmed this week that work on {project} will begin before the end of the year. The budget of {money} was approved after a long session in which the opposition asked for more detail on the timetable.",
          "Las autoridades de {city} confirmaron esta semana que las obras de {project} comenzarán antes de fin de año. El presupuesto de {money} se aprobó tras una larga sesión en la que la oposición pidió más detalles sobre el calendario.",
          "A prefeitura de {city} confirmou nesta semana que as obras de {project} começam antes do fim do ano. O orçamento de {money} foi aprovado após uma longa sessão em que a oposição pediu mais detalhes sobre o cronograma.",
        ),
        tri(
          "The debate about {topic} has gained strength among residents, who now rank it among their main worries. A survey published last month found that {percent}% of households had changed their habits in the past year.",
          "El debate sobre {topic} ha ganado fuerza entre los vecinos, que ya lo sitúan entre sus principales preocupaciones. Una encuesta publicada el mes pasado indicó que el {percent} % de los hogares ha cambiado sus hábitos en el último año.",
          "A discussão sobre {topic} ganhou força entre os moradores, que já colocam o tema entre suas maiores preocupações. Uma pesquisa publicada no mês passado mostrou que {percent}% das famílias mudaram seus hábitos no último ano.",
        ),
        tri(
          "Around {number} people attended the last public hearing, the largest turnout in a decade. Several neighbourhood associations presented their own proposals, and some of them were included in the final text.",
          "Unas {number} personas asistieron a la última audiencia pública, la mayor participación en una década. Varias asociaciones vecinales presentaron sus propias propuestas, y algunas se incluyeron en el texto final.",
          "Cerca de {number} pessoas compareceram à última audiência pública, o maior público em uma década. Várias associações de bairro apresentaram propostas próprias, e algumas foram incluídas no texto final.",
        ),
        tri(
          "Critics argue that the money would be better spent elsewhere, and warn that delays could push the final bill higher. Supporters reply that {city} cannot afford to wait any longer.",
          "Los críticos sostienen que el dinero estaría mejor invertido en otras prioridades y advierten de que los retrasos podrían encarecer la factura final. Sus defensores responden que {city} no puede permitirse esperar más.",
          "Críticos argumentam que o dinheiro seria mais bem aplicado em outras prioridades e alertam que atrasos podem encarecer a conta final. Os defensores respondem que {city} não pode esperar mais.",
        ),
        tri(
          "Neighbouring cities are following the case closely. If the project succeeds, it could become a model for the whole region, officials said.",
          "Las ciudades vecinas siguen el caso con atención. Si el proyecto sale bien, podría convertirse en un modelo para toda la región, según las autoridades.",
          "Cidades vizinhas acompanham o caso de perto. Se o projeto der certo, pode virar modelo para toda a região, segundo as autoridades.",
        ),
      ],
      quotes: [
        tri(
          "“This is the most important decision the city has taken in years,” said {person}, who has followed the project from the start.",
          "«Es la decisión más importante que ha tomado la ciudad en años», afirmó {person}, que ha seguido el proyecto desde el principio.",
          "“É a decisão mais importante que a cidade tomou em anos”, disse {person}, que acompanha o projeto desde o início.",
        ),
        tri(
          "“People want answers, not more promises,” said {person}, who speaks for a residents’ association.",
          "«La gente quiere respuestas, no más promesas», dijo {person}, portavoz de una asociación vecinal.",
          "“As pessoas querem respostas, não mais promessas”, disse {person}, representante de uma associação de moradores.",
        ),
      ],
    },
  ],
};
