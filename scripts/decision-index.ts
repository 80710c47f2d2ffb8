import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { projectPath } from "#server/project-path.ts";

/**
 * Writes docs/decisions/README.md, the index of the decision records, from the records' own
 * header lines: `# NNNN — Title`, `Date: YYYY-MM-DD` and
 * `Status: accepted | superseded by NNNN` followed by `; clause` parts, each one of
 * `supersedes NNNN, NNNN`, `partly supersedes NNNN`, `partly superseded by NNNN` or
 * `amends NNNN, NNNN`, each number optionally followed by a note in parentheses.
 *
 *   npx tsx scripts/decision-index.ts          exits 1 when README.md is not what it would write
 *   npx tsx scripts/decision-index.ts --write  writes it
 */

export const DECISIONS_FOLDER = "docs/decisions";
export const INDEX_FILE = `${DECISIONS_FOLDER}/README.md`;
export const WRITE_COMMAND = "npx tsx scripts/decision-index.ts --write";

const RELATIONS = ["supersedes", "partly supersedes", "partly superseded by", "amends"] as const;
type Relation = (typeof RELATIONS)[number];

export interface DecisionRecord {
  file: string;
  number: string;
  title: string;
  date: string;
  /** null while the record holds. */
  supersededBy: string | null;
  relations: { relation: Relation; numbers: string[] }[];
}

/** Reads one record's header; throws naming the file and the line it could not read. */
export function parseRecord(file: string, text: string): DecisionRecord {
  const fail = (what: string): never => {
    throw new Error(`${file}: ${what}`);
  };
  const heading = /^# (\d{4}) — (.+)$/m.exec(text) ?? fail("no '# NNNN — Title' heading");
  const date = /^Date: (\d{4}-\d{2}-\d{2})$/m.exec(text) ?? fail("no 'Date: YYYY-MM-DD' line");
  const status = /^Status: (.+)$/m.exec(text) ?? fail("no 'Status:' line");
  const [base, ...clauses] = status[1].split("; ");
  const superseded = /^superseded by (\d{4})$/.exec(base);
  if (base !== "accepted" && !superseded) fail(`status '${base}' is neither accepted nor superseded by NNNN`);
  const relations = clauses.map((clause) => {
    const relation = [...RELATIONS]
      .sort((a, b) => b.length - a.length)
      .find((name) => clause.startsWith(`${name} `));
    if (!relation) return fail(`status clause '${clause}' is not one of ${RELATIONS.join(", ")}`);
    // Notes in parentheses may hold other numbers; only the record numbers outside them count.
    const numbers = clause
      .slice(relation.length)
      .replace(/\([^)]*\)/g, "")
      .match(/\b\d{4}\b/g);
    if (!numbers) return fail(`status clause '${clause}' names no record number`);
    return { relation, numbers };
  });
  return {
    file,
    number: heading[1],
    title: heading[2],
    date: date[1],
    supersededBy: superseded ? superseded[1] : null,
    relations,
  };
}

export function readRecords(folder = projectPath(DECISIONS_FOLDER)): DecisionRecord[] {
  return readdirSync(folder)
    .filter((name) => /^\d{4}-.+\.md$/.test(name))
    .sort()
    .map((name) => parseRecord(name, readFileSync(path.join(folder, name), "utf8")));
}

/** Links that must be stated at both ends: "superseded by B" in A and "supersedes A" in B. */
export function inconsistencies(records: DecisionRecord[]): string[] {
  const byNumber = new Map(records.map((record) => [record.number, record]));
  const says = (record: DecisionRecord | undefined, relation: Relation, number: string) =>
    record?.relations.some((r) => r.relation === relation && r.numbers.includes(number)) ?? false;
  const problems: string[] = [];
  for (const record of records) {
    if (record.file.slice(0, 4) !== record.number)
      problems.push(`${record.file}: its heading says ${record.number}`);
    if (record.supersededBy && !says(byNumber.get(record.supersededBy), "supersedes", record.number))
      problems.push(`${record.number} is superseded by ${record.supersededBy}, which does not say so`);
    for (const { relation, numbers } of record.relations) {
      for (const number of numbers) {
        const other = byNumber.get(number);
        if (!other) problems.push(`${record.number} ${relation} ${number}, which does not exist`);
        else if (relation === "supersedes" && other.supersededBy !== record.number)
          problems.push(`${record.number} supersedes ${number}, whose status does not say so`);
        else if (relation === "partly supersedes" && !says(other, "partly superseded by", record.number))
          problems.push(`${record.number} partly supersedes ${number}, whose status does not say so`);
      }
    }
  }
  return problems;
}

function statusCell(record: DecisionRecord): string {
  const parts = [record.supersededBy ? `superseded by ${record.supersededBy}` : "accepted"];
  for (const { relation, numbers } of record.relations) parts.push(`${relation} ${numbers.join(", ")}`);
  return parts.join("; ");
}

const cell = (text: string) => text.replaceAll("|", "\\|");

export function renderIndex(records: DecisionRecord[] = readRecords()): string {
  const rows = records.map(
    (record) =>
      `| [${record.number}](${record.file}) | ${cell(record.title)} | ${record.date} | ${statusCell(record)} |`,
  );
  return [
    "# Decision records",
    "",
    `Generated from each record's heading, \`Date:\` and \`Status:\` lines by scripts/decision-index.ts:`,
    `do not edit by hand; run \`${WRITE_COMMAND}\` after adding or changing a record.`,
    "",
    "| # | Title | Date | Status |",
    "| --- | --- | --- | --- |",
    ...rows,
    "",
  ].join("\n");
}

function main(): void {
  const records = readRecords();
  const problems = inconsistencies(records);
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
  const file = projectPath(INDEX_FILE);
  const expected = renderIndex(records);
  if (process.argv.includes("--write")) {
    writeFileSync(file, expected);
    console.log(`${INDEX_FILE}: ${records.length} records`);
    return;
  }
  let current = "";
  try {
    current = readFileSync(file, "utf8");
  } catch {}
  if (current !== expected) {
    console.error(`${INDEX_FILE} is out of date: run ${WRITE_COMMAND}`);
    process.exit(1);
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  main();
