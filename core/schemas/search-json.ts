import { z } from "zod";
import { CONTENT_LANGUAGES } from "#core/content/content.ts";
import type {
  HighlightPart,
  SearchAutocompleteJson,
  SearchResponseJson,
  SearchResultJson,
  TrendingJson,
  TrendingQueryJson,
} from "#core/search/search.ts";
import { articleJson, profileJson } from "./content-json.ts";
import { contract } from "./contract.ts";

export const highlightPartJson = contract<HighlightPart>()(
  z
    .object({ text: z.string(), match: z.boolean() })
    .meta({ id: "HighlightPart", description: "Plain text; `match` marks a word the query found." }),
);

export const searchResultJson = contract<SearchResultJson>()(
  articleJson
    .extend({
      highlight: z.object({
        name: z.array(highlightPartJson).meta({ description: "The title, matched words marked." }),
        snippet: z
          .array(highlightPartJson)
          .meta({ description: "A passage of the description or body around the matches." }),
      }),
    })
    .meta({ id: "SearchResult", description: "An article found by a search, with its highlights." }),
);

export const searchResponseJson = contract<SearchResponseJson>()(
  z
    .object({
      page: z.number().int().min(1),
      per: z.number().int().min(1),
      total: z.number().int().min(0),
      endlist: z.boolean(),
      results: z.array(searchResultJson),
      suggestion: z.string().nullable().meta({ description: "“Did you mean …?”, or null." }),
    })
    .meta({ id: "SearchResponse" }),
);

export const searchAutocompleteJson = contract<SearchAutocompleteJson>()(
  z
    .object({ profiles: z.array(profileJson), articles: z.array(searchResultJson) })
    .meta({ id: "SearchAutocomplete" }),
);

export const trendingQueryJson = contract<TrendingQueryJson>()(
  z.object({ text: z.string(), count: z.number().int().min(1) }).meta({ id: "TrendingQuery" }),
);

export const trendingJson = contract<TrendingJson>()(
  z
    .object({
      language: z.enum(CONTENT_LANGUAGES),
      queries: z.array(trendingQueryJson),
      articles: z.array(articleJson),
    })
    .meta({ id: "Trending" }),
);
