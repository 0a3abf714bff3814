import { describe, expect, it } from 'vitest';
import { ImportFileError, readExportFile } from './account-data';

const exportFile = {
  format: 'stepwise-export',
  version: 1,
  exportedAt: '2026-11-22T10:00:00.000Z',
  goals: [],
  todos: [],
  dailyPlans: [],
  goalEmotions: [],
};
const fileOf = (text: string) => new File([text], 'stepwise-export-2026-11-22.json', { type: 'application/json' });

async function problemWith(file: File): Promise<string> {
  const error = await readExportFile(file).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ImportFileError);
  return (error as Error).message;
}

describe('readExportFile', () => {
  it('answers the parsed file when it is a valid export', async () => {
    expect(await readExportFile(fileOf(JSON.stringify(exportFile)))).toEqual(exportFile);
  });

  it('says when the file is not JSON', async () => {
    expect(await problemWith(fileOf('{ "goals": '))).toBe('The file is not valid JSON. Choose a file made with Export my data.');
  });

  it('names the first problem and where it is', async () => {
    const broken = { ...exportFile, goals: [{ id: 1, title: '', deadline: 'x', progress: 0, parentId: null, createdAt: 'x' }] };
    expect(await problemWith(fileOf(JSON.stringify(broken)))).toBe(
      "The file can't be imported: Title is required (at goals.0.title).",
    );
    expect(await problemWith(fileOf('[]'))).toBe("The file can't be imported: This is not a Stepwise export file.");
  });

  it('refuses a file over 20 MiB before reading it', async () => {
    const huge = fileOf('x'.repeat(20 * 1024 * 1024 + 1));
    expect(await problemWith(huge)).toBe('The file is larger than 20 MiB, the most an import takes.');
  });
});
