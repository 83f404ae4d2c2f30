import { existsSync } from 'node:fs';
import path from 'node:path';
import { COMPANY } from '@/shared/config/company';
import { narrowPoster, posterFor } from './video-poster';

describe('posterFor', () => {
  it('finds the poster of every video the screens show', () => {
    for (const video of [COMPANY.media.servicesVideo, COMPANY.media.projectsVideo, COMPANY.media.paintingVideo, COMPANY.media.welcomeVideo]) {
      expect(posterFor(video)).toMatch(/^\/uploads\/.+\.(jpg|jpeg|png|webp|svg)$/);
    }
  });

  it('has none for an unknown video', () => {
    expect(posterFor('/uploads/video/unknown.mp4')).toBe('');
  });
});

describe('narrowPoster', () => {
  it('names the 480-pixel copy that the content holds beside the header’s poster', () => {
    const narrow = narrowPoster(COMPANY.media.headerPoster);
    expect(narrow).toBe(COMPANY.media.headerPoster.replace(/\.jpg$/, '-480.jpg'));
    expect(existsSync(path.join(__dirname, '../../../content', narrow))).toBe(true);
  });
});
