// Race moments: six fixed samples, two of them short looping clips (animated SVG, no third-party host).
// Titles and descriptions are messages (msg), translated where they are shown: the language can
// change while the page is open.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface GalleryItem {
  kind: 'image' | 'video';
  title: MessageDescriptor;
  /** The still shown in the grid. */
  thumb: string;
  /** What the lightbox shows: the same still, or the looping clip. */
  src: string;
  alt: MessageDescriptor;
}

export const galleryItems: GalleryItem[] = [
  {
    kind: 'image',
    title: msg`Sunrise start`,
    thumb: '/images/gallery/start-line.svg',
    src: '/images/gallery/start-line.svg',
    alt: msg`Runners lined up under the start banner at sunrise`,
  },
  {
    kind: 'image',
    title: msg`City bridge crossing`,
    thumb: '/images/gallery/city-bridge.svg',
    src: '/images/gallery/city-bridge.svg',
    alt: msg`A pack of runners crossing a red suspension bridge in front of the city skyline`,
  },
  {
    kind: 'video',
    title: msg`Finish line moment`,
    thumb: '/images/gallery/finish-line.svg',
    src: '/images/gallery/finish-line-video.svg',
    alt: msg`Clip: a runner breaks the finish tape as confetti falls`,
  },
  {
    kind: 'image',
    title: msg`Trail climb`,
    thumb: '/images/gallery/trail-run.svg',
    src: '/images/gallery/trail-run.svg',
    alt: msg`Two trail runners climbing a path through green hills`,
  },
  {
    kind: 'image',
    title: msg`Aid station`,
    thumb: '/images/gallery/water-station.svg',
    src: '/images/gallery/water-station.svg',
    alt: msg`A volunteer at the water station cheering runners past`,
  },
  {
    kind: 'video',
    title: msg`Night run`,
    thumb: '/images/gallery/night-run.svg',
    src: '/images/gallery/night-run-video.svg',
    alt: msg`Clip: three runners with headlamps run past street lights at night`,
  },
];
