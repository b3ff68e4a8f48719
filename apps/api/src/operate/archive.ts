import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';

/**
 * A backup is one plain tar file (POSIX ustar), so an operator can look inside it with `tar tf`
 * and copy it anywhere as a single file. Only what a backup needs: regular files with short names,
 * written and read in chunks so a large database never sits in memory.
 */

const BLOCK = 512;
const CHUNK = 1024 * 1024;
/** ustar's size field: 11 octal digits. */
const MAX_ENTRY_SIZE = 8 ** 11 - 1;

function header(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 99) throw new Error(`archive entry name too long: ${name}`);
  if (size > MAX_ENTRY_SIZE) throw new Error(`archive entry too large: ${name}`);
  const block = Buffer.alloc(BLOCK);
  const octal = (value: number, width: number, at: number) =>
    block.write(`${value.toString(8).padStart(width - 1, '0')}\0`, at, 'ascii');
  block.write(name, 0, 'utf8');
  octal(0o600, 8, 100);
  octal(0, 8, 108);
  octal(0, 8, 116);
  octal(size, 12, 124);
  octal(Math.floor(mtime.getTime() / 1000), 12, 136);
  block.fill(' ', 148, 156);
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

export interface ArchiveWriter {
  /** Adds `content` (bytes) under `name`. */
  addBuffer(name: string, content: Buffer): Promise<void>;
  /** Adds the file at `path` under `name`, copied in chunks. */
  addFile(name: string, path: string): Promise<void>;
  /** Writes the end marker, flushes to disk and closes the file. */
  close(): Promise<void>;
}

/** A new archive at `path` (which must not exist yet), owner-only. */
export async function createArchive(path: string): Promise<ArchiveWriter> {
  const out = await open(path, 'wx', 0o600);
  let position = 0;
  const write = async (bytes: Buffer) => {
    await out.write(bytes, 0, bytes.length, position);
    position += bytes.length;
  };
  const now = new Date();
  return {
    async addBuffer(name, content) {
      await write(header(name, content.length, now));
      await write(content);
      await write(Buffer.alloc(padding(content.length)));
    },
    async addFile(name, path) {
      const source = await open(path, 'r');
      try {
        const { size } = await source.stat();
        await write(header(name, size, now));
        const buffer = Buffer.alloc(CHUNK);
        let copied = 0;
        while (copied < size) {
          const { bytesRead } = await source.read(
            buffer,
            0,
            Math.min(CHUNK, size - copied),
            copied,
          );
          if (bytesRead === 0) throw new Error(`${path} shrank while it was copied`);
          await write(buffer.subarray(0, bytesRead));
          copied += bytesRead;
        }
        await write(Buffer.alloc(padding(size)));
      } finally {
        await source.close();
      }
    },
    async close() {
      try {
        await write(Buffer.alloc(BLOCK * 2));
        await out.sync();
      } finally {
        await out.close();
      }
    },
  };
}

export interface ArchiveEntry {
  name: string;
  size: number;
  /** Where the entry's bytes start in the archive. */
  offset: number;
}

export interface ArchiveReader {
  entries: ArchiveEntry[];
  /** The entry's bytes (for the small ones: the manifest, keys, configuration). */
  read(name: string): Promise<Buffer | undefined>;
  /** Copies the entry to a new file at `path` (mode 0600). */
  extract(name: string, path: string): Promise<void>;
  close(): Promise<void>;
}

function parseOctal(field: Buffer): number {
  const text = field
    .toString('ascii')
    .replace(/[\0 ]+$/g, '')
    .trim();
  if (!/^[0-7]*$/.test(text)) throw new Error('not a backup file (bad tar header)');
  return text === '' ? 0 : parseInt(text, 8);
}

async function readEntries(file: FileHandle): Promise<ArchiveEntry[]> {
  const { size: total } = await file.stat();
  const entries: ArchiveEntry[] = [];
  const block = Buffer.alloc(BLOCK);
  let position = 0;
  for (;;) {
    if (position + BLOCK > total) throw new Error('not a backup file (it ends too early)');
    await file.read(block, 0, BLOCK, position);
    if (block.every((byte) => byte === 0)) return entries;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
    if (sum !== parseOctal(block.subarray(148, 156))) {
      throw new Error('not a backup file (bad tar header checksum)');
    }
    const name = block.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    const size = parseOctal(block.subarray(124, 136));
    const offset = position + BLOCK;
    if (offset + size > total) throw new Error(`backup file cut short inside ${name}`);
    entries.push({ name, size, offset });
    position = offset + size + padding(size);
  }
}

export async function openArchive(path: string): Promise<ArchiveReader> {
  const file = await open(path, 'r');
  let entries: ArchiveEntry[];
  try {
    entries = await readEntries(file);
  } catch (error) {
    await file.close();
    throw error;
  }
  const find = (name: string) => entries.find((entry) => entry.name === name);
  return {
    entries,
    async read(name) {
      const entry = find(name);
      if (!entry) return undefined;
      const buffer = Buffer.alloc(entry.size);
      await file.read(buffer, 0, entry.size, entry.offset);
      return buffer;
    },
    async extract(name, path) {
      const entry = find(name);
      if (!entry) throw new Error(`the backup has no ${name}`);
      const out = await open(path, 'wx', 0o600);
      try {
        const buffer = Buffer.alloc(CHUNK);
        let copied = 0;
        while (copied < entry.size) {
          const length = Math.min(CHUNK, entry.size - copied);
          await file.read(buffer, 0, length, entry.offset + copied);
          await out.write(buffer, 0, length, copied);
          copied += length;
        }
        await out.sync();
      } finally {
        await out.close();
      }
    },
    close: () => file.close(),
  };
}
