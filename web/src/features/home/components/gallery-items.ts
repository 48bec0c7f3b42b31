// Race moments: six fixed samples, two of them short looping clips (animated SVG, no third-party host).
export interface GalleryItem {
  kind: 'image' | 'video';
  title: string;
  /** The still shown in the grid. */
  thumb: string;
  /** What the lightbox shows: the same still, or the looping clip. */
  src: string;
  alt: string;
}

export const galleryItems: GalleryItem[] = [
  {
    kind: 'image',
    title: 'Sunrise start',
    thumb: '/images/gallery/start-line.svg',
    src: '/images/gallery/start-line.svg',
    alt: 'Runners lined up under the start banner at sunrise',
  },
  {
    kind: 'image',
    title: 'City bridge crossing',
    thumb: '/images/gallery/city-bridge.svg',
    src: '/images/gallery/city-bridge.svg',
    alt: 'A pack of runners crossing a red suspension bridge in front of the city skyline',
  },
  {
    kind: 'video',
    title: 'Finish line moment',
    thumb: '/images/gallery/finish-line.svg',
    src: '/images/gallery/finish-line-video.svg',
    alt: 'Clip: a runner breaks the finish tape as confetti falls',
  },
  {
    kind: 'image',
    title: 'Trail climb',
    thumb: '/images/gallery/trail-run.svg',
    src: '/images/gallery/trail-run.svg',
    alt: 'Two trail runners climbing a path through green hills',
  },
  {
    kind: 'image',
    title: 'Aid station',
    thumb: '/images/gallery/water-station.svg',
    src: '/images/gallery/water-station.svg',
    alt: 'A volunteer at the water station cheering runners past',
  },
  {
    kind: 'video',
    title: 'Night run',
    thumb: '/images/gallery/night-run.svg',
    src: '/images/gallery/night-run-video.svg',
    alt: 'Clip: three runners with headlamps run past street lights at night',
  },
];
