/**
 * The Kafka wire protocol's primitive types (big-endian, as the protocol guide defines them):
 * enough of them for the non-flexible request and answer versions the fake broker speaks.
 */
export class WireReader {
  private at = 0;
  constructor(private readonly bytes: Buffer) {}

  int8(): number {
    const value = this.bytes.readInt8(this.at);
    this.at += 1;
    return value;
  }
  int16(): number {
    const value = this.bytes.readInt16BE(this.at);
    this.at += 2;
    return value;
  }
  int32(): number {
    const value = this.bytes.readInt32BE(this.at);
    this.at += 4;
    return value;
  }
  int64(): bigint {
    const value = this.bytes.readBigInt64BE(this.at);
    this.at += 8;
    return value;
  }
  /** STRING, or null for NULLABLE_STRING's -1. */
  string(): string | null {
    const length = this.int16();
    if (length < 0) return null;
    const value = this.bytes.toString('utf8', this.at, this.at + length);
    this.at += length;
    return value;
  }
  /** BYTES (RECORDS too), or null for -1. */
  bytesField(): Buffer | null {
    const length = this.int32();
    if (length < 0) return null;
    const value = this.bytes.subarray(this.at, this.at + length);
    this.at += length;
    return value;
  }
  /** ARRAY of what `item` reads, or null for -1. */
  array<T>(item: (reader: WireReader) => T): T[] | null {
    const count = this.int32();
    if (count < 0) return null;
    return Array.from({ length: count }, () => item(this));
  }
}

export class WireWriter {
  private readonly parts: Buffer[] = [];

  int8(value: number): this {
    const part = Buffer.alloc(1);
    part.writeInt8(value);
    return this.push(part);
  }
  int16(value: number): this {
    const part = Buffer.alloc(2);
    part.writeInt16BE(value);
    return this.push(part);
  }
  int32(value: number): this {
    const part = Buffer.alloc(4);
    part.writeInt32BE(value);
    return this.push(part);
  }
  int64(value: bigint): this {
    const part = Buffer.alloc(8);
    part.writeBigInt64BE(value);
    return this.push(part);
  }
  boolean(value: boolean): this {
    return this.int8(value ? 1 : 0);
  }
  string(value: string | null): this {
    if (value === null) return this.int16(-1);
    const encoded = Buffer.from(value, 'utf8');
    return this.int16(encoded.length).push(encoded);
  }
  bytes(value: Buffer | null): this {
    if (value === null) return this.int32(-1);
    return this.int32(value.length).push(value);
  }
  array<T>(items: readonly T[] | null, write: (writer: this, item: T) => void): this {
    if (items === null) return this.int32(-1);
    this.int32(items.length);
    for (const item of items) write(this, item);
    return this;
  }
  toBuffer(): Buffer {
    return Buffer.concat(this.parts);
  }

  private push(part: Buffer): this {
    this.parts.push(part);
    return this;
  }
}
