import { COMPANY } from '@/shared/config/company';
import { posterFor } from './video-poster';

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
