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

// A still is both the grid's thumbnail and what the lightbox shows; a clip has its own still.
const still = (title: MessageDescriptor, file: string, alt: MessageDescriptor): GalleryItem => ({
  kind: 'image',
  title,
  thumb: `/images/gallery/${file}.svg`,
  src: `/images/gallery/${file}.svg`,
  alt,
});

export const galleryItems: GalleryItem[] = [
  still(msg`Sunrise start`, 'start-line', msg`Runners lined up under the start banner at sunrise`),
  still(
    msg`City bridge crossing`,
    'city-bridge',
    msg`A pack of runners crossing a red suspension bridge in front of the city skyline`,
  ),
  {
    kind: 'video',
    title: msg`Finish line moment`,
    thumb: '/images/gallery/finish-line.svg',
    src: '/images/gallery/finish-line-video.svg',
    alt: msg`Clip: a runner breaks the finish tape as confetti falls`,
  },
  still(msg`Trail climb`, 'trail-run', msg`Two trail runners climbing a path through green hills`),
  still(
    msg`Aid station`,
    'water-station',
    msg`A volunteer at the water station cheering runners past`,
  ),
  {
    kind: 'video',
    title: msg`Night run`,
    thumb: '/images/gallery/night-run.svg',
    src: '/images/gallery/night-run-video.svg',
    alt: msg`Clip: three runners with headlamps run past street lights at night`,
  },
];
