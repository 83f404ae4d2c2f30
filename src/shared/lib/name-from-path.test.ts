import { nameFromPath } from './name-from-path';

describe('nameFromPath', () => {
  it('turns a file name into words', () => {
    expect(nameFromPath('/uploads/clients/sai-darshan-residency.svg')).toBe('Sai darshan residency');
    expect(nameFromPath('https://cdn.example.com/a/office_reception%20desk.webp?v=2')).toBe('Office reception desk');
  });

  it('gives nothing for data URIs, bare numbers and empty paths', () => {
    expect(nameFromPath('data:image/png;base64,AAAA')).toBe('');
    expect(nameFromPath('/uploads/gallery/1234.jpg')).toBe('');
    expect(nameFromPath('')).toBe('');
    expect(nameFromPath(undefined)).toBe('');
  });
});
