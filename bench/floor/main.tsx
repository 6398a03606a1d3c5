/**
 * The bench's floor (bench/floor.ts): a page that loads every library the brief mandates for the
 * first screen — React, the router, MobX, Inversify, zod/mini, axios, the Storyblok client — and
 * shows one heading through them, with no shop code and no data. What Lighthouse measures here
 * is the least any client-rendered page of this stack can cost; the shop's own figures are read
 * against it.
 */
import 'reflect-metadata/lite';
import axios from 'axios';
import { Container } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import StoryblokClient from 'storyblok-js-client';
import * as z from 'zod/mini';

class Greeting {
  text = 'Duka för hösten';
  constructor() {
    makeAutoObservable(this);
  }
}

const container = new Container();
container.bind(Greeting).toDynamicValue(() => new Greeting());
const greeting = container.get(Greeting);
const clients = [axios.create(), new StoryblokClient({ accessToken: 'floor' })];
const checked = z.object({ text: z.string() }).parse({ text: greeting.text });

const Page = observer(function Page() {
  // Marked as the shop marks itself once its controls answer (OpenVisitorGate): the bench's
  // interactive part times both the same way.
  useLayoutEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return (
    <main>
      <h1>{checked.text}</h1>
      <p>{clients.length} clients, no data: the floor of the bench.</p>
    </main>
  );
});

const router = createBrowserRouter([{ path: '*', element: <Page /> }]);
const root = document.getElementById('root');
if (root) createRoot(root).render(<RouterProvider router={router} />);
